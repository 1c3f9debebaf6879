package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.RandomAccess;

/**
 * A game: a start position and the moves played from it. Immutable; {@link #play(String)}, {@link
 * #undo()} and {@link #claimDraw()} return new games. Adds what a position alone cannot know:
 * repetition, and draws that a player claims.
 *
 * <h2>Storage</h2>
 *
 * A game keeps its start position, its current position, its moves and one 64-bit {@linkplain
 * Position#key() key} a position; it does not keep the positions between (a database of long games
 * would not fit in memory). Playing a move costs the same at every ply: games that extend one
 * another share their moves. {@link #positions()} and {@link #undo()} replay the moves from the
 * start. Repetition compares keys: two positions are the same for the repetition rules when their
 * keys are equal (64-bit Zobrist keys of the {@linkplain Position#repetitionIdentity() repetition
 * identity}).
 *
 * <h2>Draws</h2>
 *
 * Each variant says which draws are automatic ({@link RuleSet#repetitionLimit()}, {@link
 * RuleSet#noProgressLimit()}: {@link #outcome()} reports them at once) and which a player may
 * claim ({@link RuleSet#claimableRepetitionCount()}, {@link RuleSet#claimableNoProgressLimit()}:
 * {@link #claimableDraw()} reports them, and {@link #claimDraw()} ends the game). Chess follows
 * FIDE: threefold repetition and fifty moves are claimed, fivefold repetition and seventy-five
 * moves are automatic; the other families draw automatically as their rules say.
 *
 * <h2>Records that go on after the rules ended the game</h2>
 *
 * Real game records sometimes go on after the rules had ended the game by an automatic draw (a
 * dead position, a fivefold repetition): the players did not notice. {@link #play(Move)} refuses
 * such moves; {@link #playAfterEnd(Move)} plays them, and the game remembers the ply where the
 * rules ended it ({@link #endedAt()}) and that outcome.
 *
 * <h2>Null moves</h2>
 *
 * {@link #pass()} plays a null move (written {@code --} or {@code Z0} in PGN): the side to move
 * changes and nothing else happens but the clocks. It is not a legal move of any variant; analysis
 * records use it. Its {@link Move#isPass()} is true.
 */
@Immutable
public final class Game {
  private final Position start;
  private final Position current;

  @SuppressWarnings("Immutable") // append-only; this game reads only its first plies, never changed
  private final Line line;

  private final int plies;

  /** The claimed draw, or null when none was claimed. */
  private final Outcome claim;

  /** The ply at which the rules ended the game while moves went on, or -1. */
  private final int endedAt;

  /** The outcome at {@link #endedAt}, or null. */
  private final Outcome end;

  private Game(
      Position start,
      Position current,
      Line line,
      int plies,
      Outcome claim,
      int endedAt,
      Outcome end) {
    this.start = start;
    this.current = current;
    this.line = line;
    this.plies = plies;
    this.claim = claim;
    this.endedAt = endedAt;
    this.end = end;
  }

  /**
   * Starts a game from a position.
   *
   * @param start the start position
   * @return a game with no moves
   * @throws NullPointerException if {@code start} is null
   */
  public static Game startingFrom(Position start) {
    Objects.requireNonNull(start, "start");
    return new Game(start, start, new Line(start.key()), 0, null, -1, null);
  }

  /**
   * Starts a game from a variant's start position.
   *
   * @param variant the variant
   * @return a game with no moves
   * @throws NullPointerException if {@code variant} is null
   */
  public static Game start(Variant variant) {
    return startingFrom(Objects.requireNonNull(variant, "variant").startPosition());
  }

  /**
   * Returns the current position.
   *
   * @return the position after the last move
   */
  public Position position() {
    return current;
  }

  /**
   * Returns the start position.
   *
   * @return the start position
   */
  public Position startPosition() {
    return start;
  }

  /**
   * Returns the moves played, in order.
   *
   * @return the moves, an immutable list
   */
  public List<Move> moves() {
    return new MoveList(line.moves, plies);
  }

  /**
   * Returns the number of moves played.
   *
   * @return the number of plies, as {@code moves().size()}
   */
  public int plies() {
    return plies;
  }

  /**
   * Returns every position of the game, the start first and the current last. The game does not
   * keep them: this replays the moves from the start, at the cost of playing them again.
   *
   * @return the positions, an immutable list one longer than {@link #moves()}
   * @throws WorkLimitException if replaying a move exceeds a limit
   */
  public List<Position> positions() {
    List<Position> out = new ArrayList<>(plies + 1);
    Position p = start;
    out.add(p);
    for (int i = 0; i < plies; i++) {
      p = i == plies - 1 ? current : after(p, line.moves[i]);
      out.add(p);
    }
    return List.copyOf(out);
  }

  private static Position after(Position p, Move m) {
    return m.isPass() ? passed(p) : p.play(m);
  }

  /**
   * Returns the game after a legal move.
   *
   * @param move the move
   * @return the new game
   * @throws IllegalMoveException if the move is not legal or the game is over
   * @throws NullPointerException if move is null
   * @throws WorkLimitException if listing the moves exceeds a limit
   */
  public Game play(Move move) {
    Objects.requireNonNull(move, "move");
    requireNotOver(null, move); // the move's text is formatted only for the exception
    return append(move.isPass() ? passed(current) : current.play(move), move, endedAt, end);
  }

  /**
   * Returns the game after a legal move played although the rules had ended the game by an
   * automatic draw (a dead position, a repetition or no-progress limit), as records of real games
   * sometimes go on. The new game's {@link #endedAt()} is the ply where the rules ended it, and its
   * {@link #outcome()} is that draw. A game that is not over is played on as by {@link
   * #play(Move)}.
   *
   * @param move the move, legal in the current position
   * @return the new game
   * @throws IllegalMoveException if the move is not legal, or the game ended otherwise than by an
   *     automatic draw (a decisive end, or a claimed draw)
   * @throws NullPointerException if move is null
   * @throws WorkLimitException if listing the moves exceeds a limit
   */
  public Game playAfterEnd(Move move) {
    Objects.requireNonNull(move, "move");
    if (endedAt >= 0) {
      return append(after(current, move), move, endedAt, end);
    }
    Outcome o = outcome();
    if (!o.isOver()) {
      return append(after(current, move), move, -1, null);
    }
    if (claim != null || !(o instanceof Outcome.Draw)) {
      throw new IllegalMoveException(
          move.text(),
          current.text(),
          IllegalMoveReason.GAME_OVER,
          "the game is over (" + o + ") and only an automatic draw may be played past");
    }
    return append(after(current, move), move, plies, o);
  }

  /**
   * Returns the ply at which the rules ended this game by an automatic draw while its moves went
   * on ({@link #playAfterEnd(Move)}).
   *
   * @return the number of moves played when the rules ended the game, or empty when no move was
   *     played past an end
   */
  public OptionalInt endedAt() {
    return endedAt < 0 ? OptionalInt.empty() : OptionalInt.of(endedAt);
  }

  /**
   * Returns the game after a null move: the side to move changes, the en-passant square is cleared,
   * the half-move clock counts one more ply and the move number goes on after Black; nothing else
   * changes. The move recorded is a pass ({@link Move#isPass()}, text {@code --}).
   *
   * @return the new game
   * @throws IllegalMoveException if the game is over
   * @throws InvalidPositionException if the position after the pass is not valid (in chess, the
   *     side to move is in check: passing would leave its king attacked)
   */
  public Game pass() {
    requireNotOver("--", null);
    return append(passed(current), Move.pass(current.variant()), endedAt, end);
  }

  /** The position after a null move, read back through the variant's validation. */
  static Position passed(Position p) {
    MutablePosition m = p.toMutable();
    int side = m.sideToMove();
    m.setSideToMove(1 - side);
    m.setEpSquare(-1);
    m.setHalfmoveClock(m.halfmoveClock() + 1);
    if (side == 1) {
      m.setFullmoveNumber(m.fullmoveNumber() + 1);
    }
    Variant v = p.variant();
    return v.position(io.github.overtake.core.notation.PositionText.format(v.rules(), m));
  }

  /** Refuses a move when the game is over, naming {@code moveText}, else {@code move}'s text. */
  private void requireNotOver(String moveText, Move move) {
    Outcome o = outcome();
    if (o.isOver()) {
      throw new IllegalMoveException(
          moveText != null ? moveText : move.text(),
          current.text(),
          IllegalMoveReason.GAME_OVER,
          "the game is over (" + o + ")");
    }
  }

  private Game append(Position next, Move move, int endPly, Outcome endOutcome) {
    Line l = line.append(plies, move, next.key());
    return new Game(start, next, l, plies + 1, null, endPly, endOutcome);
  }

  /**
   * Returns the game after the move a text names.
   *
   * @param moveText the move text, read as {@link Position#parseMove} does
   * @return the new game
   * @throws MoveFormatException if the text is not well formed or null
   * @throws IllegalMoveException if it names no legal move, or the game is over
   * @throws WorkLimitException if checking the move exceeds a limit
   * @throws AmbiguousMoveException if it names several
   */
  public Game play(String moveText) {
    requireNotOver(moveText, null);
    Move move = current.parseMove(moveText);
    return append(current.playLegal(move), move, endedAt, end);
  }

  /**
   * Returns the game without its last move, or without its claimed draw if a draw was claimed. The
   * position before the last move is found by replaying the moves from the start.
   *
   * @return the game one move shorter, or the same moves without the claim
   * @throws IllegalStateException if no move was played and no draw claimed
   */
  public Game undo() {
    if (claim != null) {
      return new Game(start, current, line, plies, null, endedAt, end);
    }
    if (plies == 0) {
      throw new IllegalStateException("no move to undo");
    }
    Position p = start;
    for (int i = 0; i < plies - 1; i++) {
      p = after(p, line.moves[i]);
    }
    boolean past = endedAt >= 0 && endedAt < plies - 1;
    return new Game(start, p, line, plies - 1, null, past ? endedAt : -1, past ? end : null);
  }

  /**
   * Returns the draw the player to move could claim now: repetition when the current position has
   * occurred {@link RuleSet#claimableRepetitionCount()} times, else no progress when the half-move
   * clock has reached {@link RuleSet#claimableNoProgressLimit()} (threefold repetition and the
   * fifty-move rule in chess). A claim rests on the position on the board: a move that would
   * repeat the position a third time is played first, then the draw claimed.
   *
   * @return the rule a claim would rest on, or empty when there is none or the game is over
   */
  public Optional<Termination> claimableDraw() {
    if (outcome().isOver()) {
      return Optional.empty();
    }
    RuleSet rules = current.variant().rules();
    int count = rules.claimableRepetitionCount();
    if (count > 0 && repetitions(count) >= count) {
      return Optional.of(StandardTermination.REPETITION);
    }
    int limit = rules.claimableNoProgressLimit();
    if (limit > 0 && current.halfmoveClock() >= limit) {
      return Optional.of(StandardTermination.NO_PROGRESS);
    }
    return Optional.empty();
  }

  /**
   * Returns the game ended by a claimed draw ({@link #claimableDraw()}); its outcome is an
   * {@link Outcome.Draw} whose {@code claimed()} is true.
   *
   * @return the drawn game
   * @throws DrawClaimException if no draw can be claimed now or the game is over
   */
  public Game claimDraw() {
    Optional<Termination> reason = claimableDraw();
    if (reason.isEmpty()) {
      Outcome o = outcome();
      throw new DrawClaimException(
          current.text(),
          o.isOver()
              ? "the game is over (" + o + ")"
              : "the position occurred "
                  + times(repetitions())
                  + " and the half-move clock is "
                  + current.halfmoveClock());
    }
    return new Game(
        start, current, line, plies, Outcome.claimedDraw(reason.get()), endedAt, end);
  }

  /** Returns "once", "twice" or "n times". */
  private static String times(int n) {
    return n == 1 ? "once" : n == 2 ? "twice" : n + " times";
  }

  /**
   * Returns how often the current position has occurred in this game, itself included (positions
   * are compared by their keys).
   *
   * @return the number of occurrences, at least 1
   */
  public int repetitions() {
    return repetitions(Integer.MAX_VALUE);
  }

  /** Counts the occurrences of the current position, stopping at {@code enough}. */
  private int repetitions(int enough) {
    int n = 1;
    for (int j = line.previous[plies]; j >= 0 && n < enough; j = line.previous[j]) {
      n++;
    }
    return n;
  }

  /**
   * Returns the outcome: a claimed draw, the automatic draw at {@link #endedAt()} when moves went
   * on past it, the position's own outcome (decisive ends, the variant's draws, the automatic
   * no-progress draw), or an automatic draw by repetition when the current position has occurred
   * as often as the variant's limit. A draw that may only be claimed is not an outcome: see {@link
   * #claimableDraw()}.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    if (claim != null) {
      return claim;
    }
    if (end != null) {
      return end;
    }
    Outcome o = current.outcome();
    if (o.isOver()) {
      return o;
    }
    int limit = current.variant().rules().repetitionLimit();
    if (limit > 0 && repetitions(limit) >= limit) {
      return Outcome.draw(StandardTermination.REPETITION);
    }
    return o;
  }

  /**
   * The moves and keys of a line of play, shared by the games that extend one another. Slots up to
   * {@code length} are written once and never changed; a game reads only its own first plies.
   */
  private static final class Line {
    final Move[] moves;
    /** The key of the position after each ply, index 0 the start. */
    final long[] keys;
    /** For each ply, the last earlier ply with the same key, or -1. */
    final int[] previous;
    /**
     * The last ply with each key, open addressing: {@code lastKeys} holds the keys, {@code
     * lastPlies} the ply plus one (0 for an empty slot); never more than half full.
     */
    final long[] lastKeys;

    final int[] lastPlies;
    /** The number of moves written. */
    int length;

    /** A line of no move, with room for none: the first move copies it (a game of no move is small). */
    Line(long startKey) {
      this(0);
      keys[0] = startKey;
      previous[0] = -1;
    }

    private Line(int capacity) {
      moves = new Move[capacity];
      keys = new long[capacity + 1];
      previous = new int[capacity + 1];
      int slots = capacity == 0 ? 0 : Integer.highestOneBit(capacity + 1) << 2;
      lastKeys = new long[slots];
      lastPlies = new int[slots];
    }

    /** Records {@code ply} as the last with {@code key}; returns the one before, or -1. */
    private int putLast(long key, int ply) {
      int mask = lastKeys.length - 1;
      int slot = (int) (key ^ (key >>> 32)) & mask;
      while (lastPlies[slot] != 0 && lastKeys[slot] != key) {
        slot = (slot + 1) & mask;
      }
      int before = lastPlies[slot] - 1;
      lastKeys[slot] = key;
      lastPlies[slot] = ply + 1;
      return before;
    }

    /** Appends the move after {@code plies} moves: here when that is the end, else in a copy. */
    synchronized Line append(int plies, Move move, long key) {
      Line l = this;
      if (plies != length || plies == moves.length) {
        l = copy(plies, plies == moves.length ? Math.max(16, plies * 2) : moves.length);
        synchronized (l) {
          l.write(plies, move, key);
        }
        return l;
      }
      write(plies, move, key);
      return this;
    }

    private void write(int plies, Move move, long key) {
      moves[plies] = move;
      keys[plies + 1] = key;
      previous[plies + 1] = putLast(key, plies + 1);
      length = plies + 1;
    }

    private Line copy(int plies, int capacity) {
      Line l = new Line(capacity);
      System.arraycopy(moves, 0, l.moves, 0, plies);
      System.arraycopy(keys, 0, l.keys, 0, plies + 1);
      System.arraycopy(previous, 0, l.previous, 0, plies + 1);
      for (int i = 0; i <= plies; i++) {
        int unused = l.putLast(keys[i], i);
      }
      l.length = plies;
      return l;
    }
  }

  /** A read-only view of the first moves of a line. */
  private static final class MoveList extends AbstractList<Move> implements RandomAccess {
    private final Move[] moves;
    private final int size;

    MoveList(Move[] moves, int size) {
      this.moves = moves;
      this.size = size;
    }

    @Override
    public Move get(int index) {
      Objects.checkIndex(index, size);
      return moves[index];
    }

    @Override
    public int size() {
      return size;
    }

    @Override
    public Object[] toArray() {
      return Arrays.copyOf(moves, size);
    }
  }
}
