package io.github.gongqi.bench.cli;

/**
 * Bad input on the command line or in a file it names: the lab prints the message as one line,
 * {@code error: MESSAGE}, on standard error and exits with status 2, without a stack trace.
 */
public final class UsageException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the error.
   *
   * @param message what is wrong and where, on one line
   */
  public UsageException(String message) {
    super(message);
  }

  /**
   * The error for a file that could not be read or written, with the reason in words.
   *
   * @param what what failed, naming the file: {@code "cannot read runs.jsonl"}
   * @param e the failure
   * @return the error, printed as {@code what: reason}
   */
  public static UsageException of(String what, java.io.IOException e) {
    return new UsageException(what + ": " + why(e));
  }

  /**
   * Why a file operation failed, in a few words: the JDK's exceptions often carry only the path
   * ({@code NoSuchFileException: runs.jsonl}), which says nothing a user can act on.
   *
   * @param e the failure
   * @return the reason, one line
   */
  public static String why(java.io.IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file or directory";
    } else if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    } else if (e instanceof java.nio.file.FileAlreadyExistsException f) {
      return (f.getFile() == null ? "it" : f.getFile()) + " already exists";
    } else if (e instanceof java.nio.file.NotDirectoryException) {
      return "not a directory";
    } else if (e instanceof java.nio.file.DirectoryNotEmptyException) {
      return "the directory is not empty";
    } else if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return oneLine(f.getReason());
    }
    return oneLine(e);
  }

  /**
   * Why a file cannot be read, found before opening it, or null when it looks readable.
   *
   * @param file the file
   * @return the reason, or null
   */
  public static String whyUnreadable(java.nio.file.Path file) {
    if (!java.nio.file.Files.exists(file)) {
      return "no such file or directory";
    } else if (java.nio.file.Files.isDirectory(file)) {
      return "it is a directory, not a file";
    } else if (!java.nio.file.Files.isRegularFile(file)) {
      return "not a regular file";
    } else if (!java.nio.file.Files.isReadable(file)) {
      return "permission denied";
    }
    return null;
  }

  private static String oneLine(Throwable t) {
    String m = t.getMessage();
    return m == null ? t.getClass().getSimpleName() : oneLine(m);
  }

  private static String oneLine(String m) {
    return m.replaceAll("\\s*\\R\\s*", " ");
  }
}
