package io.github.overtake.core.spi;

import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.geometry.Geometry;
import java.util.List;
import java.util.Optional;

/**
 * The compiled rules of one variant with all its options fixed: what a variant module implements.
 *
 * <p>Core owns everything else: position text, move text, legality checks of user input, {@code
 * play}, history, repetition and perft. A rule set must be immutable and thread-safe; all mutable
 * work happens on the {@link MutablePosition} and {@link MoveBuffer} passed in.
 */
public interface RuleSet {
  /**
   * Returns the family id, such as {@code chess} or {@code jumping}: always the id of the provider
   * that created this rule set ({@link VariantProvider#id()} is the one that counts; the registry
   * checks that they agree).
   *
   * @return the family id
   */
  String id();

  /**
   * Returns a one-line description of this configured variant, as {@link
   * io.github.overtake.core.Variant#description()} returns it ({@link
   * VariantProvider#description()} describes the whole family).
   *
   * @return the description
   */
  String description();

  /**
   * Returns the board.
   *
   * @return the geometry
   */
  Geometry geometry();

  /**
   * Returns the piece types in roster order: the type with id {@code i} is at index i - 1.
   *
   * @return the piece types, ordered by id
   */
  List<PieceType> pieceTypes();

  /**
   * Returns the start position as position text.
   *
   * @return the start position text
   */
  String startPosition();

  /**
   * Writes every legal move of the side to move into {@code out} (which is empty). Writes nothing
   * when the game is over by the variant's own rules (a king was captured, a goal was reached), so
   * that perft stops there. Several routes of one move may be written: core merges them.
   *
   * @param position the position, to be left as it was
   * @param out the empty buffer the moves are written into
   */
  void generateMoves(MutablePosition position, MoveBuffer out);

  /**
   * Writes the legal moves a move text may name, for checking one move without listing them all
   * ({@link io.github.overtake.core.Position#parseMove}, {@code isLegal}, {@code play(String)},
   * {@link io.github.overtake.core.MoveValidator}); or returns false, by default, to let core list
   * every move with {@link #generateMoves} instead. A rule set whose full listing can be large
   * (capture chains) overrides it: it decides its obligations by existence queries that stop at
   * the first witness (is any capture possible?), then writes only the moves of the piece on the
   * request's origin that the request can name, and tests king safety of those alone.
   *
   * <p>The contract, when it returns true: every move written is legal in {@code position} (as
   * {@link #generateMoves} would write it, with the same ops); every legal move whose first board
   * part starts on {@link MoveRequest#origin()} and whose final square or one of whose physical
   * routes matches the request (its destination alone when the route has one square, its whole
   * route otherwise) is written, with its smallest route among those written, so that core's
   * route merging prints it canonically; and each route of the request that is a legal route of a
   * move is written too, so that core can accept it and map it to that move. Moves from other
   * squares may be written or not. An {@linkplain MoveRequest#exact() exact} request only needs
   * the legal moves whose smallest route is exactly the request's route (core asks so first, and
   * asks again without it only when no move has the text as its canonical text). When the origin
   * is -1 (a drop, castling, an exchange) it must
   * write every legal move that names no origin, or return false.
   *
   * <p>A request for {@linkplain MoveRequest#everyRoute() every route} (step-wise input, {@link
   * io.github.overtake.core.MoveInput}) asks for every legal move from the origin with every
   * physical route of each; a rule set that cannot enumerate them returns false, and step-wise
   * input then offers the routes the listing knows.
   *
   * @param position the position, to be left as it was
   * @param request the origin and route the text names
   * @param out the empty buffer the moves are written into
   * @return whether the moves were written; false lets core list all moves
   */
  default boolean generateCandidates(
      MutablePosition position, MoveRequest request, MoveBuffer out) {
    return false;
  }

  /**
   * Returns the number of legal en-passant captures of the side to move (moves with a {@link
   * Ops#CAPTURE} op flagged {@link Ops#EN_PASSANT}), for the position's {@linkplain
   * io.github.overtake.core.Position#key() key}, which holds the en-passant square only when such
   * a capture is legal; or -1, by default, to let core look for one among the listed moves. Core
   * asks only when the position has an en-passant square.
   *
   * @param position the position, to be left as it was
   * @return the number of legal en-passant captures, or -1
   */
  default int legalEnPassantCount(MutablePosition position) {
    return -1;
  }

  /**
   * Returns whether the side to move has at least one legal move: an existence query that may
   * stop at the first move found. By default it lists the moves. {@link
   * io.github.overtake.core.Position#outcome()} uses it instead of the full listing when {@link
   * #outcomeNeedsMoveCount()} is false.
   *
   * @param position the position, to be left as it was
   * @param scratch an empty buffer the query may write into
   * @return whether a legal move exists
   */
  default boolean hasLegalMove(MutablePosition position, MoveBuffer scratch) {
    generateMoves(position, scratch);
    return !scratch.isEmpty();
  }

  /**
   * Returns whether {@link #outcome} reads the number of legal moves beyond whether it is zero.
   * By default true, and core passes the exact count; a rule set that returns false gets 1 for
   * "some" when core has not listed the moves, and core then asks {@link #hasLegalMove} instead of
   * listing every move.
   *
   * @return whether the outcome needs the exact count, true by default
   */
  default boolean outcomeNeedsMoveCount() {
    return true;
  }

  /**
   * Returns the number of distinct legal moves of the side to move: what {@link #generateMoves}
   * followed by {@link MoveBuffer#mergeRoutes()} leaves in a buffer. Bulk-counting perft takes it
   * at its last ply. By default it does exactly that; a rule set may override it to count without
   * writing the moves, and must then give the same number.
   *
   * @param position the position, to be left as it was
   * @param scratch an empty buffer the count may write into
   * @return the number of distinct legal moves
   */
  default int countMoves(MutablePosition position, MoveBuffer scratch) {
    generateMoves(position, scratch);
    scratch.mergeRoutes();
    return scratch.size();
  }

  /**
   * Counts the leaf nodes of the legal move tree below {@code position} to {@code depth} plies,
   * the last ply counted as {@link #countMoves} counts it (bulk perft), by the rule set's own
   * means; or returns -1, by default, to let core walk the tree with {@link #generateMoves}, route
   * merging and make/unmake. A rule set may override it with a walk on a compact representation
   * of its own (bitboards, say) and must then give exactly core's count: the same moves, routes
   * merged, positions with no moves counting nothing.
   *
   * <p>Core's {@link io.github.overtake.core.Perft} calls it at depth 2 or more, and only while
   * the variant's {@link io.github.overtake.core.Limits} allow at least {@link
   * io.github.overtake.core.Limits#DEFAULT}'s moves and chain states a position, so the walk need
   * not charge the work budget; its work a node must be bounded by the board.
   *
   * @param position the position, to be left as it was
   * @param depth the number of plies, 2 or more
   * @return the number of leaf nodes, or -1 to let core count them
   */
  default long countLeaves(MutablePosition position, int depth) {
    return -1;
  }

  /**
   * Returns the outcome of a position without regard to history: decisive ends and the variant's
   * own draws. Core adds the no-progress rule ({@link #noProgressLimit()}) and repetition.
   *
   * @param position the position
   * @param legalMoves the number of legal moves of the side to move
   * @return the outcome, {@link Outcome#ONGOING} if the game goes on
   */
  Outcome outcome(MutablePosition position, int legalMoves);

  /**
   * Returns the problems that make a loaded position invalid, or an empty list.
   *
   * @param position the loaded position
   * @return one message per problem found
   */
  default List<String> validate(MutablePosition position) {
    return List.of();
  }

  /**
   * Returns, for each square, the castling rights lost when a move lifts, lands or captures on it,
   * or {@code null} when the variant has no castling.
   *
   * @return the castling rights mask lost per square, or {@code null}
   */
  default int[] castlingRightsCleared() {
    return null;
  }

  /**
   * Reads the castling field of position text into the position, whose placement and side to move
   * are read already, or returns false to leave the field to core, which reads {@code -} or
   * letters from {@code KQkq} with the squares of {@link #castlingRightsCleared()}. A variant that
   * castles with any files (Chess960) overrides it to read X-FEN or Shredder-FEN letters and
   * {@linkplain MutablePosition#setCastlingSquares set the squares} of each right.
   *
   * @param field the castling field, such as {@code KQkq}, {@code HAha} or {@code -}
   * @param position the position being loaded
   * @return whether the field was read
   * @throws IllegalArgumentException if the field is malformed for this variant; its message
   *     becomes one of the problems of the {@code InvalidPositionException}
   */
  default boolean parseCastling(String field, MutablePosition position) {
    return false;
  }

  /**
   * Writes the castling field of a position, or returns false (writing nothing) to leave it to
   * core, which writes {@code -} or letters from {@code KQkq}.
   *
   * @param position the position
   * @param out the text the field is appended to
   * @return whether the field was written
   */
  default boolean formatCastling(MutablePosition position, StringBuilder out) {
    return false;
  }

  /**
   * Returns the number of variant state slots in a position.
   *
   * @return the number of slots, 0 by default
   */
  default int extraSlots() {
    return 0;
  }

  /**
   * Returns whether position text carries a pool in brackets after the placement.
   *
   * @return whether positions have a pool, false by default
   */
  default boolean hasPool() {
    return false;
  }

  /**
   * Returns the drawing of a piece for diagrams ({@code io.github.overtake.core.diagram}), or
   * null to use the library's own: SVG elements (no enclosing {@code <svg>}) in a 100 x 100 box,
   * with no external references. The library draws pieces it knows by their type's name (pawn,
   * knight, bishop, rook, queen, king, man, crowned king) and any other as a disc with its letter.
   *
   * @param type the piece type
   * @param side the side the piece belongs to
   * @return the SVG elements, or null for the library's drawing
   */
  default String pieceImage(PieceType type, Side side) {
    return null;
  }

  /**
   * Returns the character written after the letter of a piece whose mark bit ({@link
   * Pieces#REVERSED_BIT}) is set. By default {@code '}: the bit marks a reversed piece, allowed
   * only for oriented types on a Möbius board. A variant that uses the bit for something else
   * returns another character, and position text then accepts it after any piece letter (the
   * rule set's {@link #validate} judges which pieces may carry it): Crazyhouse marks promoted
   * men with {@code ~}, as X-FEN does.
   *
   * @return the mark character, {@code '} by default
   */
  default char pieceMark() {
    return '\'';
  }

  /**
   * Writes the variant's extra {@code key:value} tokens of a position (each preceded by a space),
   * or nothing.
   *
   * @param position the position
   * @param out the text the tokens are appended to
   */
  default void formatExtras(MutablePosition position, StringBuilder out) {}

  /**
   * Reads one extra {@code key:value} token into the position, returning false if the token is not
   * one of the variant's.
   *
   * @param token the {@code key:value} token
   * @param position the position being loaded
   * @return whether the token was read
   * @throws IllegalArgumentException if the token is the variant's but malformed; its message
   *     becomes one of the problems of the {@code InvalidPositionException}
   */
  default boolean parseExtra(String token, MutablePosition position) {
    return false;
  }

  /**
   * Returns the number of plies without progress (the half-move clock) after which the game is
   * drawn automatically; 0 for no such rule.
   *
   * @return the limit in plies, 100 by default
   */
  default int noProgressLimit() {
    return 100;
  }

  /**
   * Returns how many occurrences of a position draw the game automatically; 0 for never.
   *
   * @return the number of occurrences, 3 by default
   */
  default int repetitionLimit() {
    return 3;
  }

  /**
   * Returns the number of plies without progress after which a player may claim a draw ({@link
   * io.github.overtake.core.Game#claimDraw()}), as FIDE's fifty-move rule allows; 0 for no claim.
   * It is below {@link #noProgressLimit()} to mean anything.
   *
   * @return the limit in plies, 0 (no claim) by default
   */
  default int claimableNoProgressLimit() {
    return 0;
  }

  /**
   * Returns how many occurrences of a position let a player claim a draw, as FIDE's threefold
   * repetition allows; 0 for no claim. It is below {@link #repetitionLimit()} to mean anything.
   *
   * @return the number of occurrences, 0 (no claim) by default
   */
  default int claimableRepetitionCount() {
    return 0;
  }

  /**
   * Returns whether the side to move is in check, in variants that have check.
   *
   * @param position the position
   * @return whether the side to move is in check, false by default
   */
  default boolean inCheck(MutablePosition position) {
    return false;
  }

  /**
   * Says why no legal move goes from {@code from} to {@code to}, for the message of an {@link
   * io.github.overtake.core.IllegalMoveException}. Called only on the error path, never during
   * move generation, after core has checked that the starting square (if any) holds a man of the
   * side to move. By default {@link IllegalMoveReason#NOT_LEGAL}, which core reports as {@link
   * IllegalMoveReason#CANNOT_MOVE_SO} when the text names a starting square.
   *
   * <p>Core calls it through {@link #whyIllegal(MutablePosition, int, int, MoveBuffer)}, whose
   * default calls this one with {@code position}'s work limited to the call's budget; a rule set
   * whose explanation writes moves overrides that one instead, to write them within the budget.
   *
   * @param position a copy of the position, which the method may change
   * @param from the square the move text starts from, or -1 when it names none (a drop)
   * @param to the square the move text ends on, or -1 when it names none
   * @return the reason; {@link IllegalMoveReason#NOT_LEGAL} when the rule set cannot tell
   */
  default IllegalMoveReason whyIllegal(MutablePosition position, int from, int to) {
    return IllegalMoveReason.NOT_LEGAL;
  }

  /**
   * Says why no legal move goes from {@code from} to {@code to}, within the work budget of the
   * call that refused the move: what core calls. By default {@link #whyIllegal(MutablePosition,
   * int, int)}.
   *
   * <p>Core runs the explanation under the variant's {@link io.github.overtake.core.Limits}, one
   * work counter for the whole explanation: {@code position}'s attack searches ({@link
   * MutablePosition#spend}) and {@code scratch}'s moves, ops and chain states all charge it. A
   * rule set writes its moves into {@code scratch}, or into buffers {@linkplain
   * MoveBuffer#limitAs limited as} {@code scratch}, never into unlimited ones, so that explaining
   * a refusal costs no more than the call may; it should ask what checking one move asks ({@link
   * #generateCandidates}, existence queries that stop at the first witness) rather than list every
   * move. When the budget runs out the {@link io.github.overtake.core.WorkLimitException} may
   * propagate: core then refuses the move with the fallback reason {@link
   * IllegalMoveReason#NOT_LEGAL}.
   *
   * @param position a copy of the position, which the method may change
   * @param from the square the move text starts from, or -1 when it names none (a drop)
   * @param to the square the move text ends on, or -1 when it names none
   * @param scratch an empty buffer limited to the call's budget, charging {@code position}
   * @return the reason; {@link IllegalMoveReason#NOT_LEGAL} when the rule set cannot tell
   */
  default IllegalMoveReason whyIllegal(
      MutablePosition position, int from, int to, MoveBuffer scratch) {
    return whyIllegal(position, from, to);
  }

  /**
   * Returns the variant's own move notation that {@link io.github.overtake.core.Position#parseMove}
   * accepts beside canonical move text (Standard Algebraic Notation in chess), if any.
   *
   * @return the notation, empty by default
   */
  default Optional<MoveNotation> moveNotation() {
    return Optional.empty();
  }
}
