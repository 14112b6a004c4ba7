package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.UsageException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The exclusive lock of a run on its {@code --jsonl} file, held from before the file is read until
 * the run ends: a second run on the same file (a batch job retried while the first still runs) is
 * refused at once instead of writing every game twice.
 *
 * <p>The lock is taken on a file of its own beside the output, {@code FILE.lock}, never on the
 * output: a POSIX lock is dropped when the process closes any descriptor of its file, and the run
 * reads the output (to resume) while it holds the lock. The lock file holds nothing and is left in
 * place: deleting it at the end would let a run that opened it just before lock a file no longer
 * there while a third locks a new one. The operating system drops the lock when the run's process
 * ends, however it ends.
 */
final class RunLock implements AutoCloseable {
  private final FileChannel channel;
  private final FileLock lock;

  private RunLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * The lock file of an output.
   *
   * @param jsonl the output
   * @return {@code FILE.lock} beside it
   */
  static Path lockFile(Path jsonl) {
    return jsonl.resolveSibling(jsonl.getFileName() + ".lock");
  }

  /**
   * Takes the lock of an output, or refuses the run at once.
   *
   * @param jsonl the run's {@code --jsonl} file
   * @return the lock, to close when the run ends
   * @throws UsageException naming the file if another run holds it, or if the lock file cannot be
   *     written
   */
  static RunLock take(Path jsonl) {
    Path file = lockFile(jsonl);
    FileChannel c;
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      c = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    } catch (IOException e) {
      throw UsageException.of("--jsonl " + jsonl + ": cannot write its lock file " + file, e);
    }
    FileLock lock;
    try {
      lock = c.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null; // held by another run in this very process
    } catch (IOException e) {
      close(c);
      throw UsageException.of("--jsonl " + jsonl + ": cannot lock " + file, e);
    }
    if (lock == null) {
      close(c);
      throw new UsageException(
          "--jsonl "
              + jsonl
              + ": another run holds it (its lock "
              + file
              + " is taken); two runs on one file would write every game twice: wait for that"
              + " run to end, or give this one another --jsonl");
    }
    return new RunLock(c, lock);
  }

  private static void close(FileChannel c) {
    try {
      c.close();
    } catch (IOException e) {
      // Nothing was locked through it.
    }
  }

  @Override
  public void close() {
    try {
      lock.release();
    } catch (IOException e) {
      // The channel's close below drops it anyway.
    }
    close(channel);
  }
}
