package io.github.overtake.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveInput;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import io.github.overtake.core.notation.PositionText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Invariants every variant must keep along any legal line, for jqwik properties: generate random
 * games as a list of integers and play {@code legal.get(choice % legal.size())} at each ply. {@link
 * RandomGameProperties} runs them as ready-made properties.
 */
public final class RandomGames {
  private RandomGames() {}

  /**
   * Plays a random game and checks at every ply: position text round-trips; the moves are listed
   * in the order the same position read from its text lists them; every legal move's
   * text parses back to it and {@code isLegal} agrees; the buffer-level route merge agrees with
   * the move list; make then unmake restores the working position exactly and make agrees with
   * {@code play}; a position with no legal move has ended, and a position already won lists no
   * legal move; the outcome agrees with itself;
   * nothing throws; the position key updated move by move equals the key computed from the
   * position text, and positions with equal repetition identities have equal keys; and the whole
   * game round-trips through PGN ({@link #checkRecordRoundTrip}).
   *
   * @param start the position the game starts from
   * @param choices the move choices, one per ply, taken modulo the number of legal moves
   * @return the game played
   */
  public static Game play(Position start, List<Integer> choices) {
    Game game = Game.startingFrom(start);
    for (int choice : choices) {
      Position p = game.position();
      checkPosition(p);
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty()) {
        assertTrue(p.outcome().isOver(), "no legal move but the game goes on: " + p.text());
        break;
      }
      if (game.outcome().isOver()) {
        break;
      }
      game = game.play(legal.get(Math.floorMod(choice, legal.size())));
    }
    checkPosition(game.position());
    checkKeys(game);
    checkRecordRoundTrip(game);
    return game;
  }

  /**
   * Checks the position keys of a game: equal repetition identities have equal keys, different
   * ones different keys (a collision of 64-bit keys in one game is not to be expected), and every
   * key updated along the game equals the key of the same position read from its text.
   *
   * @param game the game
   */
  public static void checkKeys(Game game) {
    java.util.Map<String, Long> keys = new java.util.HashMap<>();
    java.util.Map<Long, String> identities = new java.util.HashMap<>();
    for (Position p : game.positions()) {
      String id = p.repetitionIdentity();
      long key = p.key();
      assertEquals(p.variant().position(p.text()).key(), key, "key from scratch of " + p);
      assertEquals(keys.computeIfAbsent(id, x -> key), key, "equal identities, keys: " + id);
      assertEquals(identities.computeIfAbsent(key, x -> id), id, "one key, two identities");
    }
  }

  /**
   * Checks that a game round-trips through PGN: written by {@link GameRecord#toPgn()}, read back
   * by {@link GameRecord#read} into the same positions, and written again into the same text.
   * Skipped for a variant the default registry ({@link VariantRegistry#load()}) does not know.
   *
   * @param game the game
   */
  public static void checkRecordRoundTrip(Game game) {
    VariantRegistry registry = VariantRegistry.load();
    if (!registry.ids().contains(game.startPosition().variant().id())) {
      return;
    }
    String pgn = GameRecord.of(game).toPgn();
    GameRecord back = GameRecord.read(pgn, registry);
    assertEquals(game.positions(), back.game().positions(), "positions read back from\n" + pgn);
    assertEquals(pgn, back.toPgn(), "PGN written again");
  }

  /**
   * Checks the invariants of one position (see {@link #play}).
   *
   * @param p the position
   */
  public static void checkPosition(Position p) {
    Variant v = p.variant();
    RuleSet rules = v.rules();
    assertEquals(p.text(), v.position(p.text()).text(), "position text round trip");
    List<Move> legal = p.legalMoves();
    assertEquals(
        legal, v.position(p.text()).legalMoves(), () -> "the order of the moves of " + p.text());
    for (Move m : legal) {
      assertEquals(m, p.parseMove(m.text()), "move text round trip of " + m.text() + " in " + p);
      assertTrue(p.isLegal(m));
    }
    assertEquals(legal.size(), Perft.count(p, 1), "perft(1) agrees with legalMoves in " + p);
    MutablePosition work = p.toMutable();
    MutablePosition before = work.copy();
    MoveBuffer buf = new MoveBuffer();
    rules.generateMoves(work, buf);
    assertTrue(work.sameAs(before), "move generation changed the position " + p);
    buf.mergeRoutes();
    for (int i = 0; i < buf.size(); i++) {
      work.make(buf, i);
      String made = PositionText.format(rules, work);
      work.unmake();
      assertTrue(work.sameAs(before), "make/unmake did not restore " + p);
      assertFalse(made.isEmpty());
    }
    Map<String, Integer> index = indexByText(buf, p);
    for (Move m : legal) {
      Position next = p.play(m);
      MutablePosition w = p.toMutable();
      int idx = index.getOrDefault(m.text(), -1);
      if (idx >= 0) {
        w.make(buf, idx);
        assertEquals(next.text(), PositionText.format(rules, w), "make agrees with play for " + m);
      }
    }
    if (legal.isEmpty()) {
      assertTrue(p.outcome().isOver(), "a position without legal moves must be over: " + p);
    }
    checkDecidedHasNoMoves(p);
    assertEquals(p.outcome(), v.position(p.text()).outcome(), "outcome of the re-read position");
    assertEquals(p.outcome().isOver(), p.isGameOver(), "isGameOver agrees with outcome");
    if (!rules.inCheck(p.toMutable())) {
      assertFalse(p.isCheck(), "isCheck agrees with the rule set");
    }
    checkStepwiseInput(p);
  }

  /**
   * Checks that a position whose outcome is decided, a win for one side (checkmate, a goal
   * reached such as King of the Hill's), lists no legal moves: the game ended with the move that
   * reached it, so move generation, perft and {@code isLegal} must not go on. A rule set that only
   * reports the win from its outcome and keeps generating moves fails here. Draws are left out:
   * chess's dead positions, say, still list their moves.
   *
   * @param p the position
   */
  public static void checkDecidedHasNoMoves(Position p) {
    if (p.outcome() instanceof Outcome.Win) {
      List<Move> legal = p.legalMoves();
      assertTrue(
          legal.isEmpty(),
          () -> "the game is decided (" + p.outcome() + ") but " + legal.size()
              + " legal moves are listed, such as " + legal.get(0).text() + ", in " + p);
      assertEquals(0, Perft.count(p, 1), "perft(1) of a decided position " + p);
    }
  }

  /**
   * Checks step-wise move input in a position: every legal move is reached by picking its picks
   * one by one, each offered at its turn; the picks complete exactly that move; and every pick
   * offered anywhere along the way leads on to some legal move (no dead ends).
   *
   * @param p the position
   */
  public static void checkStepwiseInput(Position p) {
    MoveInput start = MoveInput.start(p);
    List<Move> legal = p.legalMoves();
    // every move where there are few; an even sample of 150 where there are thousands of turns
    int step = Math.max(1, legal.size() / 150);
    for (int i = 0; i < legal.size(); i += step) {
      Move m = legal.get(i);
      MoveInput in = start;
      for (String pick : start.picksOf(m)) {
        assertTrue(
            in.nextSquares().contains(pick) || in.nextChoices().contains(pick),
            "pick " + pick + " of " + m.text() + " not offered after " + in.picks() + " in " + p);
        in = in.pick(pick);
        assertFalse(in.candidates().isEmpty(), "dead end " + in.picks() + " in " + p);
      }
      assertEquals(m, in.completed().orElse(null), "picks of " + m.text() + " in " + p);
    }
  }

  /**
   * The index in {@code buf} of each move's text, the first where two print alike: one pass, so
   * that a position of tens of thousands of moves is checked in linear time.
   */
  private static Map<String, Integer> indexByText(MoveBuffer buf, Position p) {
    RuleSet rules = p.variant().rules();
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < buf.size(); i++) {
      index.putIfAbsent(
          io.github.overtake.core.notation.MoveText.format(
              rules.geometry(), rules.pieceTypes(), buf.opsOf(i), buf.flags(i)),
          i);
    }
    return index;
  }
}
