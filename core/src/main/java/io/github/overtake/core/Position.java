package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.notation.PositionText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveNotation;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A position of a variant: placement, side to move and the variant's state (castling rights, en
 * passant, clocks, pools and whatever else the variant keeps). Immutable and thread-safe; {@link
 * #play(Move)} returns a new position. A position has no history: {@link Game} adds it.
 *
 * <h2>Equality</h2>
 *
 * Two positions are equal when their variants and their full position texts are equal (clocks
 * included).
 */
@Immutable
public final class Position {
  private final Variant variant;

  @SuppressWarnings("Immutable") // never mutated after construction; every use works on a copy
  private final MutablePosition snapshot;

  private final String text;

  @SuppressWarnings("Immutable") // a lazily computed, immutable list
  private volatile ImmutableList<Move> legalMoves;

  @SuppressWarnings("Immutable") // a lazily computed, immutable value
  private volatile Outcome outcome;

  @SuppressWarnings("Immutable") // a lazily computed string
  private volatile String repetitionKey;

  Position(Variant variant, MutablePosition snapshot) {
    this.variant = variant;
    this.snapshot = snapshot.copy();
    this.text = PositionText.format(variant.rules(), this.snapshot);
  }

  /**
   * Returns the variant.
   *
   * @return the variant
   */
  public Variant variant() {
    return variant;
  }

  /**
   * Returns the side to move.
   *
   * @return the side to move
   */
  public Side sideToMove() {
    return Side.ofIndex(snapshot.sideToMove());
  }

  /**
   * Returns the placement of the pieces.
   *
   * @return a board of the pieces
   */
  public Board board() {
    return new Board(variant.geometry(), variant.pieceTypes(), snapshot.boardCopy());
  }

  /**
   * Returns the en-passant target square, if any.
   *
   * @return the en-passant target, or empty
   */
  public Optional<Square> enPassantSquare() {
    int ep = snapshot.epSquare();
    return ep < 0 ? Optional.empty() : Optional.of(square(ep));
  }

  /**
   * Returns the castling rights as in position text: a subset of {@code KQkq}, or {@code -}.
   *
   * @return the castling field of the position text
   */
  public String castlingRights() {
    return text.split(" ", -1)[2];
  }

  /**
   * Returns the half-move (no-progress) clock.
   *
   * @return the number of plies since the last capture or reset
   */
  public int halfmoveClock() {
    return snapshot.halfmoveClock();
  }

  /**
   * Returns the move number.
   *
   * @return the move number, from 1
   */
  public int fullmoveNumber() {
    return snapshot.fullmoveNumber();
  }

  /**
   * Returns the position text; reading it back gives an equal position.
   *
   * @return the position text
   */
  public String text() {
    return text;
  }

  /**
   * Returns the legal moves, each move once.
   *
   * @return the legal moves, an immutable list
   */
  public List<Move> legalMoves() {
    ImmutableList<Move> m = legalMoves;
    if (m == null) {
      m = computeLegalMoves();
      legalMoves = m;
    }
    return m;
  }

  /**
   * Returns whether a move is legal here.
   *
   * @param move the move
   * @return whether it is one of {@link #legalMoves()}
   */
  public boolean isLegal(Move move) {
    return legalMoves().contains(move);
  }

  /**
   * Returns the position after a legal move.
   *
   * @param move the move
   * @return the new position
   * @throws IllegalMoveException if the move is not legal here
   */
  public Position play(Move move) {
    if (!isLegal(move)) {
      throw new IllegalMoveException(move.text(), text);
    }
    MutablePosition next = snapshot.copy();
    next.make(move.opsArray(), move.flags());
    return new Position(variant, next);
  }

  /**
   * Returns the position after the move a text names.
   *
   * @param moveText the move text, read as {@link #parseMove} does
   * @return the new position
   * @throws MoveFormatException if the text is not well formed
   * @throws IllegalMoveException if it names no legal move
   * @throws AmbiguousMoveException if it names several
   */
  public Position play(String moveText) {
    return play(parseMove(moveText));
  }

  /**
   * Returns the legal move a text names: canonical text, any route of a multi-leg move, the
   * origin and destination alone when they name one move, castling as {@code O-O}, and the
   * variant's own notation where it has one ({@link RuleSet#moveNotation()}, such as SAN in
   * chess).
   *
   * @param moveText the move text
   * @return the one legal move it names
   * @throws MoveFormatException if the text is not well formed
   * @throws IllegalMoveException if it names no legal move
   * @throws AmbiguousMoveException if it names several
   */
  public Move parseMove(String moveText) {
    MoveNotation notation = variant.rules().moveNotation().orElse(null);
    boolean san = notation != null && moveText != null && notation.looksLike(moveText);
    MoveText.Query q;
    try {
      q = MoveText.parse(moveText, variant.geometry());
    } catch (MoveFormatException e) {
      if (!san) {
        throw e;
      }
      List<Move> matches = notation.matches(this, moveText);
      if (matches.isEmpty()) {
        throw IllegalMoves.explainNotation(variant, snapshot, text, moveText);
      }
      return pick(moveText, matches, -1, -1);
    }
    List<Move> legal = legalMoves();
    for (Move m : legal) {
      if (MoveText.isExactly(q, m.text())) {
        return m;
      }
    }
    List<Move> found = new ArrayList<>();
    for (Move m : legal) {
      if (MoveText.matches(q, variant.pieceTypes(), m.opsArray(), m.flags(), m.alternateRoutes())) {
        found.add(m);
      }
    }
    if (found.size() > 1) {
      List<Move> agreeing = new ArrayList<>();
      for (Move m : found) {
        if (MoveText.separatorsAgree(q, m.opsArray(), m.flags())) {
          agreeing.add(m);
        }
      }
      if (agreeing.size() == 1) {
        return agreeing.get(0);
      }
    }
    if (found.isEmpty()) {
      for (Move m : legal) {
        if (MoveText.matchesShort(q, variant.pieceTypes(), m.opsArray(), m.flags())) {
          found.add(m);
        }
      }
    }
    if (found.isEmpty()) {
      List<Move> promoting = new ArrayList<>();
      for (Move m : legal) {
        if (MoveText.matchesWithoutPromotion(
            q, variant.pieceTypes(), m.opsArray(), m.flags(), m.alternateRoutes())) {
          promoting.add(m);
        }
      }
      if (promoting.size() == 1) {
        found = promoting; // a promotion letter may be left out only where there is no choice
      }
    }
    if (found.isEmpty() && san) {
      found = notation.matches(this, moveText);
    }
    return pick(moveText, found, q.origin(), q.destination());
  }

  private Move pick(String moveText, List<Move> found, int from, int to) {
    if (found.size() == 1) {
      return found.get(0);
    }
    if (found.isEmpty()) {
      throw IllegalMoves.explain(variant, snapshot, text, moveText, from, to);
    }
    List<String> texts = new ArrayList<>();
    for (Move m : found) {
      texts.add(m.text());
    }
    throw new AmbiguousMoveException(moveText, text, texts);
  }

  /**
   * Returns the outcome judged from this position alone: decisive ends, the variant's own draws
   * and the no-progress rule. Repetition needs history: see {@link Game#outcome()}.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    Outcome o = outcome;
    if (o == null) {
      RuleSet rules = variant.rules();
      o = rules.outcome(snapshot.copy(), legalMoves().size());
      if (!o.isOver()
          && rules.noProgressLimit() > 0
          && snapshot.halfmoveClock() >= rules.noProgressLimit()) {
        o = Outcome.draw(StandardTermination.NO_PROGRESS);
      }
      outcome = o;
    }
    return o;
  }

  /**
   * Returns whether the side to move is in check (always false in variants without check).
   *
   * @return whether the side to move is in check
   */
  public boolean isCheck() {
    return variant.rules().inCheck(snapshot.copy());
  }

  /**
   * Returns whether the game is over in this position (see {@link #outcome()}).
   *
   * @return whether the outcome is over
   */
  public boolean isGameOver() {
    return outcome().isOver();
  }

  /**
   * Returns the key that decides repetition: placement, side to move, castling rights, the
   * variant's state, and the en-passant square only when an en-passant capture is legal.
   */
  String repetitionKey() {
    String k = repetitionKey;
    if (k == null) {
      k = computeRepetitionKey();
      repetitionKey = k;
    }
    return k;
  }

  private String computeRepetitionKey() {
    String[] f = text.split(" ", -1);
    StringBuilder sb = new StringBuilder(f[0]).append(' ').append(f[1]).append(' ').append(f[2]);
    if (snapshot.epSquare() >= 0 && hasLegalEnPassant()) {
      sb.append(' ').append(f[3]);
    }
    for (int i = 6; i < f.length; i++) {
      sb.append(' ').append(f[i]);
    }
    return sb.toString();
  }

  private boolean hasLegalEnPassant() {
    for (Move m : legalMoves()) {
      for (int op : m.opsArray()) {
        if (Ops.opcode(op) == Ops.CAPTURE && Ops.has(op, Ops.EN_PASSANT)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Returns a mutable working copy of this position, for variant authors, engines and tests. The
   * copy is independent: changing it never changes this position.
   *
   * @return a new mutable copy
   */
  public MutablePosition toMutable() {
    return snapshot.copy();
  }

  private ImmutableList<Move> computeLegalMoves() {
    RuleSet rules = variant.rules();
    MutablePosition work = snapshot.copy();
    MoveBuffer buf = new MoveBuffer();
    rules.generateMoves(work, buf);
    int n = buf.size();
    // group routes of the same move; keep the smallest route as the canonical one
    int[] rep = new int[n];
    List<List<List<Integer>>> alternates = new ArrayList<>();
    List<Integer> reps = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      rep[i] = -1;
      if (buf.hasVia() && buf.isCapture(i)) {
        for (int g = 0; g < reps.size(); g++) {
          int j = reps.get(g);
          if (buf.from(i) == buf.from(j)
              && buf.to(i) == buf.to(j)
              && buf.flags(i) == buf.flags(j)
              && buf.sameIdentity(i, j)) {
            rep[i] = g;
            break;
          }
        }
      }
      if (rep[i] < 0) {
        rep[i] = reps.size();
        reps.add(i);
        alternates.add(new ArrayList<>());
      } else {
        int g = rep[i];
        int j = reps.get(g);
        if (buf.compareRoutes(i, j) < 0) {
          alternates.get(g).add(MoveText.route(buf.opsOf(j), buf.flags(j)));
          reps.set(g, i);
        } else {
          alternates.get(g).add(MoveText.route(buf.opsOf(i), buf.flags(i)));
        }
      }
    }
    ImmutableList.Builder<Move> out = ImmutableList.builder();
    for (int g = 0; g < reps.size(); g++) {
      int i = reps.get(g);
      int[] ops = buf.opsOf(i);
      String t = MoveText.format(variant.geometry(), variant.pieceTypes(), ops, buf.flags(i));
      out.add(
          new Move(ops, buf.flags(i), t, variant.geometry(), variant.pieceTypes(), alternates.get(g)));
    }
    return out.build();
  }

  private Square square(int index) {
    return new Square(index, variant.geometry().name(index));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position other
        && other.variant.equals(variant)
        && other.text.equals(text);
  }

  @Override
  public int hashCode() {
    return text.hashCode() * 31 + variant.hashCode();
  }

  /** Returns the position text. */
  @Override
  public String toString() {
    return text;
  }
}
