package io.github.overtake.core.record;

import java.io.Reader;

/**
 * A reader of one text repeated a given number of times, made as it is read: a stream far larger
 * than the heap for the PGN reading tests. Shared through core's tests jar (overtake-cli's hostile
 * input suite uses it too). Not thread-safe.
 */
public final class RepeatingReader extends Reader {
  private final String text;
  private long left;
  private int at;
  private long read;

  /** A reader of {@code text} repeated {@code times} times ({@code text} not empty). */
  public RepeatingReader(String text, long times) {
    if (text.isEmpty()) {
      throw new IllegalArgumentException("the text to repeat is empty");
    }
    this.text = text;
    this.left = times;
  }

  @Override
  public int read(char[] cbuf, int off, int len) {
    if (left == 0) {
      return -1;
    }
    int n = Math.min(len, text.length() - at);
    text.getChars(at, at + n, cbuf, off);
    at += n;
    read += n;
    if (at == text.length()) {
      at = 0;
      left--;
    }
    return n;
  }

  /** Returns the number of characters read so far. */
  public long charsRead() {
    return read;
  }

  @Override
  public void close() {}
}
