package io.github.gongqi.bench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Runs every JMH benchmark once per parameter value, outside JMH, as JMH would call it: set-up
 * (where each benchmark checks its answer against a reference or a known count), each benchmark
 * method a few times, tear-down. A benchmark whose check fails, or that throws, fails the build
 * here rather than at measuring time.
 */
class BenchmarkSanityTest {
  static final List<Class<?>> BENCHMARKS =
      List.of(
          GongqiLibertiesBenchmark.class,
          GongqiBenchmark.class,
          GongqiPerftBenchmark.class,
          AgonBenchmark.class,
          AgonPlayoutBenchmark.class,
          ObservationBenchmark.class);

  static Stream<Arguments> cases() {
    List<Arguments> cases = new ArrayList<>();
    for (Class<?> type : BENCHMARKS) {
      Field param = paramField(type);
      for (String value : param.getAnnotation(Param.class).value()) {
        cases.add(Arguments.of(type.getSimpleName(), value, type));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("cases")
  void setUpChecksPassAndEveryBenchmarkRuns(String name, String value, Class<?> type)
      throws Exception {
    Object state = type.getConstructor().newInstance();
    Field param = paramField(type);
    param.set(state, param.getType() == int.class ? Integer.parseInt(value) : value);
    invokeAnnotated(state, Setup.class);
    List<Method> benchmarks =
        Arrays.stream(type.getMethods())
            .filter(m -> m.isAnnotationPresent(Benchmark.class))
            .toList();
    assertThat(benchmarks).as("benchmark methods of %s", name).isNotEmpty();
    try {
      for (Method m : benchmarks) {
        Object[] args = new Object[m.getParameterCount()];
        for (int i = 0; i < args.length; i++) {
          args[i] = m.getParameterTypes()[i].getConstructor().newInstance();
          invokeAnnotated(args[i], Setup.class);
        }
        for (int run = 0; run < 3; run++) {
          assertThat(call(m, state, args)).as("%s.%s", name, m.getName()).isNotNull();
        }
      }
    } finally {
      invokeAnnotated(state, TearDown.class);
    }
  }

  private static Field paramField(Class<?> type) {
    List<Field> params =
        Arrays.stream(type.getFields()).filter(f -> f.isAnnotationPresent(Param.class)).toList();
    assertThat(params).as("@Param fields of %s", type.getSimpleName()).hasSize(1);
    return params.get(0);
  }

  private static void invokeAnnotated(
      Object target, Class<? extends java.lang.annotation.Annotation> kind) throws Exception {
    for (Method m : target.getClass().getMethods()) {
      if (m.isAnnotationPresent(kind)) {
        call(m, target, new Object[0]);
      }
    }
  }

  private static Object call(Method m, Object target, Object[] args) throws Exception {
    try {
      return m.invoke(target, args);
    } catch (InvocationTargetException e) {
      // The benchmark's own exception (a failed check) is the one worth reading.
      if (e.getCause() instanceof Exception cause) {
        throw cause;
      }
      throw e;
    }
  }
}
