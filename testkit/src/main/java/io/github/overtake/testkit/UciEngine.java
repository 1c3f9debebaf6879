package io.github.overtake.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * An external UCI engine that counts perft ({@code go perft N}, as Stockfish and Fairy-Stockfish
 * do), for differential tests: {@link #assertPerftAgrees} compares the engine's count with {@link
 * Perft#count} and, when they differ, names the first moves whose subtree counts differ. Not
 * thread-safe; close it when done.
 *
 * <pre>{@code
 * try (UciEngine fsf = UciEngine.startOrSkip(UciEngine.FAIRY_STOCKFISH, "crazyhouse")) {
 *   fsf.assertPerftAgrees(position, 3);
 * }
 * }</pre>
 */
public final class UciEngine implements AutoCloseable {
  /** Where Debian's {@code fairy-stockfish} package installs the engine. */
  public static final Path FAIRY_STOCKFISH = Path.of("/usr/games/fairy-stockfish");

  private final Process process;
  private final BufferedReader in;
  private final Writer out;

  private UciEngine(Process process) {
    this.process = process;
    this.in =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    this.out = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
  }

  /**
   * Starts an engine, or skips the calling test (a JUnit assumption) with a message naming the
   * missing binary. Sends {@code uci} and, unless {@code uciVariant} is null, {@code setoption
   * name UCI_Variant value <uciVariant>}.
   *
   * @param binary the engine executable
   * @param uciVariant the engine's variant name, or {@code null} for its default (chess)
   * @return the running engine
   */
  public static UciEngine startOrSkip(Path binary, String uciVariant) {
    Assumptions.assumeTrue(
        Files.isExecutable(binary),
        binary + " is not installed: differential test skipped"
            + " (Debian/Ubuntu: apt-get install fairy-stockfish)");
    try {
      UciEngine e = new UciEngine(new ProcessBuilder(binary.toString()).start());
      e.send("uci");
      e.await("uciok");
      if (uciVariant != null) {
        e.send("setoption name UCI_Variant value " + uciVariant);
      }
      e.send("isready");
      e.await("readyok");
      return e;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Sets an engine option ({@code setoption name <name> value <value>}) and waits until the
   * engine is ready, such as {@code UCI_Chess960} {@code true}.
   *
   * @param name the option's name
   * @param value its value
   */
  public void setOption(String name, String value) {
    send("setoption name " + name + " value " + value);
    send("isready");
    await("readyok");
  }

  /**
   * Returns the engine's perft divide of a position: for each legal move in the engine's text
   * (UCI move text; drops as {@code P@e4}), its subtree count at {@code depth - 1}.
   *
   * @param fen the position in the engine's FEN dialect
   * @param depth the depth, at least 1
   * @return the counts by move text, sorted
   */
  public Map<String, Long> divide(String fen, int depth) {
    send("position fen " + fen);
    send("go perft " + depth);
    Map<String, Long> counts = new TreeMap<>();
    while (true) {
      String line = readLine();
      if (line.startsWith("Nodes searched")) {
        counts.put("", Long.parseLong(line.substring(line.indexOf(':') + 1).strip()));
        return counts;
      }
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(colon + 1).strip().matches("\\d+")) {
        counts.put(line.substring(0, colon).strip(), Long.parseLong(line.substring(colon + 1).strip()));
      }
    }
  }

  /**
   * Returns the engine's perft count of a position.
   *
   * @param fen the position in the engine's FEN dialect
   * @param depth the depth, at least 1
   * @return the number of leaf nodes
   */
  public long perft(String fen, int depth) {
    return divide(fen, depth).get("");
  }

  /**
   * Asserts that the engine and Overtake count the same perft from a position given to the engine
   * as its {@link Position#text()}; on a difference the message lists the moves whose counts
   * differ or that only one side has.
   *
   * @param position the position
   * @param depth the depth, at least 1
   */
  public void assertPerftAgrees(Position position, int depth) {
    Map<String, Long> theirs = divide(position.text(), depth);
    long total = theirs.remove("");
    long ours = Perft.count(position, depth);
    if (ours == total) {
      return;
    }
    Map<String, Long> mine = new TreeMap<>(Perft.divide(position, depth));
    StringBuilder sb = new StringBuilder();
    sb.append("perft ").append(depth).append(" of ").append(position.text()).append(": engine ")
        .append(total).append(", Overtake ").append(ours).append('\n');
    TreeSet<String> moves = new TreeSet<>(theirs.keySet());
    moves.addAll(mine.keySet());
    for (String m : moves) {
      Long a = theirs.get(m);
      Long b = mine.get(m);
      if (a == null || !a.equals(b)) {
        sb.append("  ").append(m).append(": engine ").append(a).append(", Overtake ").append(b)
            .append('\n');
      }
    }
    fail(sb.toString());
  }

  /**
   * Plays a random game of up to {@code plies} plies from a position, each move picked among the
   * legal moves by {@code random}, stopping early where the game is over; then, unless the
   * position reached has no legal move, asserts that the engine agrees on its perft ({@link
   * #assertPerftAgrees}).
   *
   * @param start the position the game starts from
   * @param random the source of the moves (seed it for a repeatable test)
   * @param plies the most plies played
   * @param depth the perft depth, at least 1
   */
  public void assertPerftAgreesAfterRandomGame(
      Position start, Random random, int plies, int depth) {
    Game g = Game.startingFrom(start);
    for (int i = 0; i < plies && !g.outcome().isOver(); i++) {
      List<Move> legal = g.position().legalMoves();
      g = g.play(legal.get(random.nextInt(legal.size())));
    }
    Position p = g.position();
    if (!p.legalMoves().isEmpty()) {
      assertPerftAgrees(p, depth);
    }
  }

  private void send(String command) {
    try {
      out.write(command + "\n");
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void await(String token) {
    while (!readLine().strip().equals(token)) {
      // skip the engine's banner and options
    }
  }

  private String readLine() {
    try {
      String line = in.readLine();
      if (line == null) {
        throw new IllegalStateException("the engine stopped");
      }
      return line;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sends {@code quit} and ends the engine process. */
  @Override
  public void close() {
    try {
      send("quit");
    } catch (UncheckedIOException e) {
      // already gone
    }
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
