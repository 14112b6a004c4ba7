package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.Quote;
import io.github.gongqi.bench.json.JsonlLines;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --shard I/N}: this process does the part with index {@code I} of {@code N}, {@code 0 <= I
 * < N}; games (or perft's root moves) with index {@code k mod N = I}.
 *
 * @param index I
 * @param count N
 */
record Shard(int index, int count) {
  /** The whole run: 0/1. */
  static final Shard ALL = new Shard(0, 1);

  /** Whether item {@code k} belongs to this shard. */
  boolean owns(long k) {
    return k % count == index;
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }

  /**
   * Reads {@code I/N}, as {@link #toString()} writes it.
   *
   * @throws IllegalArgumentException naming the text if it is not a shard
   */
  static Shard parse(String value) {
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("(\\d{1,9})/(\\d{1,9})").matcher(value);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "shard '" + JsonlLines.cut(value) + "' is not I/N with whole numbers, such as 0/4");
    }
    int i = Integer.parseInt(m.group(1));
    int n = Integer.parseInt(m.group(2));
    if (n < 1 || i >= n) {
      throw new IllegalArgumentException(
          "shard '" + Quote.cut(value) + "' needs N >= 1 and 0 <= I < N");
    }
    return new Shard(i, n);
  }

  /** Picocli's converter; a malformed shard is a one-line error naming it. */
  static final class Converter implements ITypeConverter<Shard> {
    @Override
    public Shard convert(String value) {
      try {
        return parse(value);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }
}
