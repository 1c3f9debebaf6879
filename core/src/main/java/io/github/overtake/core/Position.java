package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.notation.PositionText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveNotation;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A position of a variant: placement, side to move and the variant's state (castling rights, en
 * passant, clocks, pools and whatever else the variant keeps). Immutable and thread-safe; {@link
 * #play(Move)} returns a new position. A position has no history: {@link Game} adds it.
 *
 * <h2>Equality and keys</h2>
 *
 * {@link #equals} is exact: two positions are equal when their variants and their full position
 * texts are equal, clocks included, so that after {@code Nf3 Nf6 Ng1 Ng8} the position is not
 * equal to the start. Repetition compares less: {@link #repetitionIdentity()} leaves out the
 * clocks, and the en-passant square where no en-passant capture is legal. {@link #key()} is a
 * 64-bit Zobrist key of that identity, for tables keyed by position.
 */
@Immutable
public final class Position {
  private final Variant variant;

  @SuppressWarnings("Immutable") // never mutated after construction; every use works on a copy
  private final MutablePosition snapshot;

  /** The position text, formatted on first use (a game loop never needs it). */
  @SuppressWarnings("Immutable") // a lazily computed string
  private volatile String formatted;

  @SuppressWarnings("Immutable") // a lazily computed, immutable list
  private volatile List<Move> legalMoves;

  @SuppressWarnings("Immutable") // a lazily computed, immutable value
  private volatile Outcome outcome;

  @SuppressWarnings("Immutable") // a lazily computed string
  private volatile String repetitionIdentity;

  /** The Zobrist key of placement, pools, castling and side to move (see PositionKeys). */
  private final long baseKey;

  @SuppressWarnings("Immutable") // a lazily computed value
  private volatile long key;

  @SuppressWarnings("Immutable") // set once key is computed
  private volatile boolean keyKnown;

  @SuppressWarnings("Immutable") // set once, when listing the moves exceeded a limit
  private volatile WorkLimitException overLimit;

  Position(Variant variant, MutablePosition snapshot) {
    this(variant, snapshot.copy(), PositionKeys.base(snapshot));
  }

  /**
   * A position that takes {@code snapshot} as its own: the caller keeps no reference to it. Its
   * piece lists are put in reading order, so that the moves are listed in one order however the
   * position was reached.
   */
  private Position(Variant variant, MutablePosition snapshot, long baseKey) {
    snapshot.sortPieceLists();
    this.variant = variant;
    this.snapshot = snapshot;
    this.baseKey = baseKey;
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
    return text().split(" ", -1)[2];
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
    String t = formatted;
    if (t == null) {
      t = PositionText.format(variant.rules(), snapshot);
      formatted = t;
    }
    return t;
  }

  /**
   * Returns the legal moves, each move once, listed under the variant's {@link Limits}.
   *
   * @return the legal moves, an immutable list
   * @throws WorkLimitException if listing them exceeds a limit (again on every later call)
   */
  public List<Move> legalMoves() {
    List<Move> m = legalMoves;
    if (m == null) {
      WorkLimitException e = overLimit;
      if (e != null) {
        throw e.at(text());
      }
      try {
        m = computeLegalMoves();
      } catch (WorkLimitException x) {
        WorkLimitException named = x.at(text());
        overLimit = named;
        throw named;
      }
      legalMoves = m;
    }
    return m;
  }

  /**
   * Returns whether a move is legal here: whether it is one of {@link #legalMoves()}. Unless the
   * moves are listed already, the rule set checks this one move ({@link
   * RuleSet#generateCandidates}) instead of listing them all, where it can.
   *
   * @param move the move; {@code null} is not legal
   * @return whether it is one of {@link #legalMoves()}
   * @throws WorkLimitException if checking the move exceeds a limit
   */
  public boolean isLegal(Move move) {
    if (move == null || !move.geometry().equals(variant.geometry())) {
      return false;
    }
    List<Move> known = legalMoves;
    if (known != null) {
      return known.contains(move);
    }
    List<Move> candidates =
        candidates(MoveText.request(move.opsArray(), move.flags()).asExact());
    return (candidates == null ? legalMoves() : candidates).contains(move);
  }

  /**
   * Returns the legal moves from {@code origin}, each with every physical route as its alternate
   * routes, or null when the rule set cannot enumerate routes (step-wise input then offers the
   * routes the listing knows).
   */
  List<Move> everyRouteFrom(int origin) {
    Limits l = variant.limits();
    // routes can be exponentially many more than moves: offer them only while they are few
    Limits few = l.withMoves(Math.min(l.moves(), EVERY_ROUTE_MOVES))
        .withChainStates(Math.min(l.chainStates(), EVERY_ROUTE_MOVES));
    return candidates(MoveRequest.allRoutesFrom(origin), few);
  }

  /** The most routes (and route steps) step-wise input enumerates from one origin. */
  private static final int EVERY_ROUTE_MOVES = 1_000;

  /**
   * Returns the legal moves the rule set writes for a request ({@link
   * RuleSet#generateCandidates}), routes grouped as in {@link #legalMoves()}, or null when the
   * rule set leaves single-move checks to the full listing.
   */
  private List<Move> candidates(MoveRequest request) {
    return candidates(request, variant.limits(), null);
  }

  private List<Move> candidates(MoveRequest request, Limits limits) {
    return candidates(request, limits, null);
  }

  /**
   * {@link #candidates(MoveRequest)}, writing the work the check spent into {@code spent[0]} (when
   * not null), so that the explanation of a refusal goes on with the same counter.
   */
  private List<Move> candidates(MoveRequest request, Limits limits, long[] spent) {
    RuleSet rules = variant.rules();
    MutablePosition work = snapshot.copy();
    MoveBuffer buf = new MoveBuffer();
    buf.limit(limits, work); // one work budget for the check, as for a listing
    try {
      if (!rules.generateCandidates(work, request, buf)) {
        return null;
      }
      return collect(buf);
    } catch (WorkLimitException e) {
      throw e.at(text());
    } finally {
      if (spent != null) {
        spent[0] = work.work();
      }
      work.resetWork(Long.MAX_VALUE); // the call ends: gives back a heavy call's heap share
    }
  }

  /**
   * Returns the position after a legal move.
   *
   * @param move the move
   * @return the new position
   * @throws IllegalMoveException if the move is not legal here
   * @throws NullPointerException if move is null
   * @throws WorkLimitException if listing the moves exceeds a limit
   */
  public Position play(Move move) {
    java.util.Objects.requireNonNull(move, "move");
    if (!isLegal(move)) {
      throw new IllegalMoveException(move.text(), text());
    }
    return playLegal(move);
  }

  /** Returns the position after a move known to be legal here (found by parseMove). */
  Position playLegal(Move move) {
    MutablePosition next = snapshot.copy();
    int[] ops = move.opsArray();
    next.make(ops, move.flags());
    return new Position(variant, next, baseKey ^ PositionKeys.delta(snapshot, next, ops));
  }

  /**
   * Returns the position after the move a text names.
   *
   * @param moveText the move text, read as {@link #parseMove} does
   * @return the new position
   * @throws MoveFormatException if the text is not well formed or null
   * @throws WorkLimitException if checking the move exceeds a limit
   * @throws IllegalMoveException if it names no legal move
   * @throws AmbiguousMoveException if it names several
   */
  public Position play(String moveText) {
    return playLegal(parseMove(moveText));
  }

  /**
   * Returns the legal move a text names: canonical text, any route of a multi-leg move, the
   * origin and destination alone when they name one move, castling as {@code O-O}, and the
   * variant's own notation where it has one ({@link RuleSet#moveNotation()}, such as SAN in
   * chess). Any physical route of a legal chain capture names that move. Unless the moves are
   * listed already, the rule set checks only the moves the text can name ({@link
   * RuleSet#generateCandidates}), deciding its obligations by existence queries, instead of
   * listing every move; rule sets that do not offer this fall back to the listing.
   *
   * @param moveText the move text
   * @return the one legal move it names
   * @throws MoveFormatException if the text is not well formed or null
   * @throws WorkLimitException if checking the move exceeds a limit
   * @throws IllegalMoveException if it names no legal move
   * @throws AmbiguousMoveException if it names several
   */
  public Move parseMove(String moveText) {
    MoveNotation notation = variant.rules().moveNotation().orElse(null);
    boolean san = notation != null && moveText != null && notation.looksLike(moveText);
    MoveText.Query q;
    try {
      if (san && CanonicalShape.surelyMalformed(moveText)) {
        return notationMove(notation, moveText); // what the canonical parser's failure leads to
      }
      q = MoveText.parse(moveText, variant.geometry());
    } catch (MoveFormatException e) {
      if (!san) {
        throw notation == null ? e : unknownLetter(moveText, e);
      }
      return notationMove(notation, moveText);
    }
    List<Move> named = null; // the notation's reading, once asked
    if (san && Character.isUpperCase(moveText.charAt(0))) {
      // both readings parse ("B8b7": a bishop from the 8th rank, or b8 to b7 in capitals): a
      // piece letter first means the notation, as a player writes it, where it names one move
      Move one = legalMoves == null ? writtenMatch(notation, moveText) : null;
      if (one != null) {
        return one;
      }
      named = notation.matches(this, moveText);
      if (named.size() == 1) {
        return named.get(0);
      }
    }
    List<Move> legal = legalMoves;
    if (legal != null) {
      List<Move> found = match(q, legal);
      List<Move> compared = legal; // what a refusal names legal moves from, as without a listing
      if (found.isEmpty() && q.routeLength() > 1) {
        // the listing prints some routes of a chain only; the rule set may know this one
        List<Move> routed = candidates(MoveText.request(q));
        if (routed != null) {
          found = match(q, routed);
          compared = routed;
        }
      }
      if (found.isEmpty() && san) {
        found = named != null ? named : notation.matches(this, moveText);
      }
      return pick(moveText, found, q, 0, compared);
    }
    MoveRequest request = MoveText.request(q);
    long[] spent = new long[1]; // the work of the check that refuses, for its explanation
    List<Move> exact = candidates(request.asExact());
    if (exact == null) {
      legal = legalMoves();
    } else {
      for (Move m : exact) {
        if (MoveText.isExactly(q, m.text())) {
          return m;
        }
      }
      legal = candidates(request, variant.limits(), spent);
    }
    List<Move> found = match(q, legal);
    if (found.isEmpty() && san) {
      // a text of both readings that names no move canonically (SAN's b8=Q): the notation's,
      // written without the listing where it names one move
      if (named == null) {
        Move one = legalMoves == null ? writtenMatch(notation, moveText) : null;
        named = one != null ? List.of(one) : notation.matches(this, moveText);
      }
      found = named;
    }
    return pick(moveText, found, q, spent[0], legal);
  }

  /** A piece letter and the rest of a SAN text ({@code Me4}, {@code Mxe4}, {@code Mge2}). */
  private static final Pattern LETTERED =
      Pattern.compile("([A-Z])[a-z]?[0-9]{0,2}[x:]?[a-z][0-9]{1,2}[+#!?]*");

  /**
   * The format error of a text that reads as the notation's but for its piece letter, which no
   * piece of the variant has ({@code Me4} in chess): says so, naming the letters; otherwise {@code
   * e}, the canonical parser's error.
   */
  private MoveFormatException unknownLetter(String moveText, MoveFormatException e) {
    Matcher m = LETTERED.matcher(moveText == null ? "" : moveText.strip());
    if (!m.matches()) {
      return e;
    }
    StringBuilder letters = new StringBuilder();
    for (PieceType t : variant.pieceTypes()) {
      char c = Character.toUpperCase(t.letter());
      if (c == m.group(1).charAt(0)) {
        return e; // a letter of the roster: the text is wrong in another way
      }
      if (c != 'P') { // SAN writes pawns without a letter
        letters.append(letters.length() == 0 ? "" : ", ").append(c);
      }
    }
    return new MoveFormatException(
        moveText, "'" + m.group(1) + "' is not a piece letter of this variant (" + letters + ")");
  }

  /** The moves of {@code legal} a parsed text names (one when it names one). */
  private List<Move> match(MoveText.Query q, List<Move> legal) {
    int origin = q.origin(); // only the moves that may start there are compared (and printed)
    for (Move m : legal) {
      if (m.mayStartOn(origin) && MoveText.isExactly(q, m.text())) {
        return List.of(m);
      }
    }
    List<Move> found = new ArrayList<>();
    for (Move m : legal) {
      if (m.mayStartOn(origin)
          && MoveText.matches(
              q, variant.pieceTypes(), m.opsArray(), m.flags(), m.alternateRoutes())) {
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
        return agreeing;
      }
    }
    if (found.isEmpty()) {
      for (Move m : legal) {
        if (m.mayStartOn(origin)
            && MoveText.matchesShort(q, variant.pieceTypes(), m.opsArray(), m.flags())) {
          found.add(m);
        }
      }
    }
    if (found.isEmpty()) {
      List<Move> promoting = new ArrayList<>();
      for (Move m : legal) {
        if (m.mayStartOn(origin)
            && MoveText.matchesWithoutPromotion(
                q, variant.pieceTypes(), m.opsArray(), m.flags(), m.alternateRoutes())) {
          promoting.add(m);
        }
      }
      if (promoting.size() == 1) {
        found = promoting; // a promotion letter may be left out only where there is no choice
      }
    }
    return found;
  }

  /** The move a text in the variant's own notation names (SAN), or the exception it earns. */
  private Move notationMove(MoveNotation notation, String moveText) {
    if (legalMoves == null) {
      Move one = writtenMatch(notation, moveText);
      if (one != null) {
        return one;
      }
    }
    List<Move> matches = notation.matches(this, moveText);
    if (matches.isEmpty()) {
      throw IllegalMoves.explainNotation(this, snapshot, notation, legalMoves, moveText);
    }
    return pick(moveText, matches, null, 0, null);
  }

  /**
   * The one move the notation writes for a text without listing the moves ({@link
   * MoveNotation#writeMatches}), or null when it writes none, several, or declines.
   */
  private Move writtenMatch(MoveNotation notation, String moveText) {
    Workspace w = Workspace.acquire(snapshot, variant.limits());
    try {
      MoveBuffer buf = w.buffer();
      if (!notation.writeMatches(this, w.position(), moveText, buf)
          || buf.size() != 1
          || buf.hasVia()) {
        return null;
      }
      return new Move(
          buf.opsOf(0), buf.flags(0), null, variant.geometry(), variant.pieceTypes(), List.of());
    } catch (WorkLimitException e) {
      throw e.at(text());
    } finally {
      w.release();
    }
  }

  /**
   * The one move found, or the exception; a refusal of the text {@code q} (null: a notation's
   * text) explained after {@code spent} units, first by the moves of {@code legal} (those compared
   * with the text, or null) that go where it says ({@link MoveText#sameSquares}) when there are
   * some.
   */
  private Move pick(
      String moveText, List<Move> found, MoveText.Query q, long spent, List<Move> legal) {
    if (found.size() == 1) {
      return found.get(0);
    }
    int from = q == null ? -1 : q.origin();
    int to = q == null ? -1 : q.destination();
    if (found.isEmpty()) {
      if (legal != null && from >= 0 && to >= 0) {
        List<String> there = new ArrayList<>();
        for (Move m : legal) {
          if (m.mayStartOn(from)
              && MoveText.sameSquares(q, m.opsArray(), m.flags(), m.alternateRoutes())) {
            there.add(m.text());
          }
        }
        Geometry g = variant.geometry();
        IllegalMoveException e =
            IllegalMoves.notAsWritten(moveText, text(), g.name(from) + " to " + g.name(to), there);
        if (e != null) {
          throw e;
        }
      }
      throw IllegalMoves.explain(variant, snapshot, text(), moveText, from, to, spent);
    }
    List<String> texts = new ArrayList<>();
    for (Move m : found) {
      texts.add(m.text());
    }
    throw new AmbiguousMoveException(moveText, text(), texts);
  }

  /**
   * Returns the outcome judged from this position alone: decisive ends, the variant's own draws
   * and the no-progress rule. Repetition needs history: see {@link Game#outcome()}.
   *
   * @return the outcome
   * @throws WorkLimitException if listing the moves exceeds a limit
   */
  public Outcome outcome() {
    Outcome o = outcome;
    if (o == null) {
      RuleSet rules = variant.rules();
      List<Move> known = legalMoves;
      int n = -1;
      if (known != null || rules.outcomeNeedsMoveCount()) {
        n = legalMoves().size();
      }
      Workspace w = Workspace.acquire(snapshot, variant.limits());
      try {
        if (n < 0) { // the existence query, on the same working copy (it leaves it as it was)
          n = rules.hasLegalMove(w.position(), w.buffer()) ? 1 : 0;
          w.buffer().clear();
          w.buffer().limit(variant.limits(), w.position()); // a work budget of its own
        }
        o = rules.outcome(w.position(), n);
      } catch (WorkLimitException e) {
        throw e.at(text());
      } finally {
        w.release();
      }
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
   * @throws WorkLimitException if the check test exceeds a limit
   */
  public boolean isCheck() {
    Workspace w = Workspace.acquire(snapshot, variant.limits());
    try {
      return variant.rules().inCheck(w.position());
    } catch (WorkLimitException e) {
      throw e.at(text());
    } finally {
      w.release();
    }
  }

  /**
   * Returns whether the game is over in this position (see {@link #outcome()}).
   *
   * @return whether the outcome is over
   * @throws WorkLimitException if listing the moves exceeds a limit
   */
  public boolean isGameOver() {
    return outcome().isOver();
  }

  /**
   * Returns the identity that decides repetition, as text: the placement (with the pool), the
   * side to move, the castling rights, the en-passant square only when an en-passant capture is
   * legal, and the variant's extra state (the position text's extra tokens: queues, frozen men,
   * reserves, due placements). The clocks are left out. Two positions of one variant with equal
   * identities are the same position for the repetition rule, and have equal {@link #key()}s.
   *
   * @return the repetition identity
   */
  public String repetitionIdentity() {
    String k = repetitionIdentity;
    if (k == null) {
      k = computeRepetitionIdentity();
      repetitionIdentity = k;
    }
    return k;
  }

  /**
   * Returns a 64-bit Zobrist key of the {@linkplain #repetitionIdentity() repetition identity}:
   * positions of one variant with equal identities have equal keys, and different identities
   * almost surely differ. Keys are the same in every run. A position reached by {@link
   * #play(Move)} gets its key by updating its parent's, a loaded one computes it; both give the
   * same key.
   *
   * @return the key
   */
  public long key() {
    if (keyKnown) {
      return key;
    }
    long k = baseKey;
    if (snapshot.epSquare() >= 0 && hasLegalEnPassant()) {
      k ^= PositionKeys.enPassant(snapshot.epSquare());
    }
    k ^= PositionKeys.text(extraTokens());
    key = k;
    keyKnown = true;
    return k;
  }

  /** The position text's fields after the move number: the variant's extra tokens. */
  private String extraTokens() {
    StringBuilder sb = new StringBuilder();
    variant.rules().formatExtras(snapshot, sb); // each token after a space, as in the text
    return sb.length() == 0 ? "" : sb.substring(1);
  }

  private String computeRepetitionIdentity() {
    String[] f = text().split(" ", -1);
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
    if (legalMoves == null) {
      Workspace w = Workspace.acquire(snapshot, variant.limits());
      int n;
      try {
        n = variant.rules().legalEnPassantCount(w.position());
      } catch (WorkLimitException e) {
        throw e.at(text());
      } finally {
        w.release();
      }
      if (n >= 0) {
        return n > 0;
      }
    }
    List<Move> moves = legalMoves();
    if (moves instanceof MoveList list) {
      return list.anyOp(Ops.CAPTURE, Ops.EN_PASSANT);
    }
    for (Move m : moves) {
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

  private List<Move> computeLegalMoves() {
    Workspace w = Workspace.acquire(snapshot, variant.limits()); // one work budget for the listing
    try {
      MoveBuffer buf = w.buffer();
      variant.rules().generateMoves(w.position(), buf);
      return collect(buf);
    } finally {
      w.release(); // the call ends: gives back a heavy listing's heap share
    }
  }

  /** The moves of a buffer, routes of one move grouped, each move printed by its least route. */
  private List<Move> collect(MoveBuffer buf) {
    return buf.hasVia() ? mergedRoutes(buf) : MoveList.of(buf, variant);
  }

  /**
   * The moves of a buffer whose moves may have several routes: the routes of one move grouped
   * (by {@link MoveBuffer#firstOfIdentity}, the test route merging uses), each move listed by its
   * smallest route with the others kept. Int arrays only: the memory of a listing stays a few
   * bytes per route beyond its ops.
   */
  private MoveList mergedRoutes(MoveBuffer buf) {
    int n = buf.size();
    int[] group = new int[n];
    buf.firstOfIdentity(group); // the first move of each one's identity, then its group below
    int[] reps = new int[n];
    int groups = 0;
    List<List<List<Integer>>> alternates = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int first = group[i];
      if (first == i) {
        group[i] = groups;
        reps[groups++] = i;
        alternates.add(null);
      } else {
        int g = group[first];
        group[i] = g;
        int j = reps[g];
        if (alternates.get(g) == null) {
          alternates.set(g, new ArrayList<>());
        }
        if (buf.compareRoutes(i, j) < 0) {
          alternates.get(g).add(MoveText.route(buf.opsOf(j), buf.flags(j)));
          reps[g] = i;
        } else {
          alternates.get(g).add(MoveText.route(buf.opsOf(i), buf.flags(i)));
        }
      }
    }
    @SuppressWarnings({"unchecked", "rawtypes"})
    List<List<Integer>>[] routes = new List[groups];
    for (int g = 0; g < groups; g++) {
      routes[g] = alternates.get(g);
    }
    return MoveList.of(buf, reps, groups, routes, variant);
  }

  private Square square(int index) {
    return new Square(index, variant.geometry().name(index));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position other
        && other.variant.equals(variant)
        && other.text().equals(text());
  }

  @Override
  public int hashCode() {
    return text().hashCode() * 31 + variant.hashCode();
  }

  /** Returns the position text. */
  @Override
  public String toString() {
    return text();
  }
}
