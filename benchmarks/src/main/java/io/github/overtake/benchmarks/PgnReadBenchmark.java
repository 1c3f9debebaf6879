package io.github.overtake.benchmarks;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading PGN with every move checked: the 300 chess games of the fixture ({@code
 * orthodox/src/test/resources/pgn/fairy-stockfish.pgn}, 33,378 plies) read with {@link
 * GameRecord#stream} ({@code overtake}), and the same file read by pgn-extract in the same run
 * ({@code pgnExtract}: {@code /usr/games/pgn-extract -s -o /dev/null <file>}, one process a
 * read, its start included; skipped with a message when pgn-extract is not installed).
 *
 * <p>How to read the results: the secondary result {@code :plies} is in <b>plies per second</b>;
 * the primary score counts whole reads of the file per second. Run from the repository's root, or
 * give the file with {@code -p file=<path>}. The heap does not grow with the file: run with
 * {@code -jvmArgs -Xmx256m} to see it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(value = 1, jvmArgsAppend = "-Xmx256m")
public class PgnReadBenchmark {
  /** The PGN file, relative to the working directory. */
  @Param("orthodox/src/test/resources/pgn/fairy-stockfish.pgn")
  public String file;

  /** pgn-extract, Debian's package {@code pgn-extract}. */
  public static final String PGN_EXTRACT = "/usr/games/pgn-extract";

  private String text;
  private long pliesInFile;
  private VariantRegistry registry;

  /** Plies read: reported as the secondary result {@code plies}, in plies per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Plies {
    /** Plies read in this iteration. */
    public long plies;

    /** Clears the count before each iteration. */
    @Setup(Level.Iteration)
    public void clear() {
      plies = 0;
    }
  }

  /** Loads the file and counts its plies once. */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
    registry = VariantRegistry.load();
    pliesInFile = count();
  }

  private long count() {
    return GameRecord.stream(new StringReader(text), registry)
        .mapToLong(r -> r.game().plies())
        .sum();
  }

  /**
   * Reads every game of the file, every move checked.
   *
   * @param counter the plies counter
   * @return the plies read
   */
  @Benchmark
  public long overtake(Plies counter) {
    long n = count();
    counter.plies += n;
    return n;
  }

  /**
   * Reads the file with pgn-extract, which checks every move too.
   *
   * @param counter the plies counter (the file's plies as Overtake counted them)
   * @return the exit code
   * @throws InterruptedException if interrupted while waiting for pgn-extract
   */
  @Benchmark
  public int pgnExtract(Plies counter) throws InterruptedException {
    if (!Files.isExecutable(Path.of(PGN_EXTRACT))) {
      throw new IllegalStateException(PGN_EXTRACT + " is not installed (apt-get install pgn-extract)");
    }
    try {
      Process p =
          new ProcessBuilder(PGN_EXTRACT, "-s", "-o", "/dev/null", file)
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      int code = p.waitFor();
      counter.plies += pliesInFile;
      return code;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
