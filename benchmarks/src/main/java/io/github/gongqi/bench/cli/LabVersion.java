package io.github.gongqi.bench.cli;

/** The lab's version, one constant for {@code --version}, the engine's answer and the report. */
public final class LabVersion {
  private LabVersion() {}

  /** The lab's version. */
  public static final String VERSION = "0.1.0-SNAPSHOT";
}
