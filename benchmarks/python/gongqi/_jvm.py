"""Starts the JVM once per process, on the lab jar, and converts the library's errors."""

import os
import threading

import jpype
import jpype.imports  # noqa: F401  (lets `jpype.JClass` find classes by name)

_LOCK = threading.Lock()
_CLASSES = {}
_DEBIAN_SUPPORT_JAR = "/usr/share/java/org.jpype.jar"


def jar_path():
    """The lab jar: ``GONGQI_JAR`` if set, else ``benchmarks/target/benchmarks.jar``."""
    env = os.environ.get("GONGQI_JAR")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", "..", "target", "benchmarks.jar"))


def start():
    """Starts the JVM on first use; later calls do nothing."""
    if jpype.isJVMStarted():
        return
    with _LOCK:
        if jpype.isJVMStarted():
            return
        jar = jar_path()
        if not os.path.isfile(jar):
            raise RuntimeError(
                f"gongqi: the lab jar {jar} does not exist; build it with "
                "`./mvnw -B -pl benchmarks -am -DskipTests package` or set GONGQI_JAR"
            )
        classpath = [jar]
        # Debian's python3-jpype keeps JPype's own support jar outside the Python package, where
        # JPype does not look for it by itself: name it on the class path.
        if os.path.isfile(_DEBIAN_SUPPORT_JAR):
            classpath.append(_DEBIAN_SUPPORT_JAR)
        # convertStrings=False keeps Java strings as Java objects until asked: faster calls.
        jpype.startJVM(classpath=classpath, convertStrings=False)


def cls(name):
    """A Java class of the back end by its simple name, such as ``BatchEnv``."""
    c = _CLASSES.get(name)
    if c is None:
        start()
        c = jpype.JClass("io.github.gongqi.bench.python." + name)
        _CLASSES[name] = c
    return c


def cls_any(name):
    """Any Java class by its full name."""
    start()
    return jpype.JClass(name)


def illegal_argument():
    """The Java exception type the library raises for bad rules, moves and arguments."""
    start()
    return jpype.JClass("java.lang.IllegalArgumentException")


def value_error(e):
    """A ValueError carrying the library's message."""
    return ValueError(str(e.getMessage()))
