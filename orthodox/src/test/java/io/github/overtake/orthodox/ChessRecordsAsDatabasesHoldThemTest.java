package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import io.github.overtake.core.record.PgnException;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Chess PGN as other programs and databases write it: records that go on after the rules ended
 * the game, the {@code Variant} tag as lichess writes it, null moves.
 */
class ChessRecordsAsDatabasesHoldThemTest {
  private final VariantRegistry registry = VariantRegistry.load();

  private static String fixture() throws IOException {
    try (InputStream in =
        ChessRecordsAsDatabasesHoldThemTest.class.getResourceAsStream(
            "/pgn/after-automatic-end.pgn")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void readsGamesThatGoOnAfterADeadPositionOrAFivefoldRepetition() throws IOException {
    List<GameRecord> games = GameRecord.stream(new StringReader(fixture()), registry).toList();
    assertEquals(3, games.size());

    GameRecord dead = games.get(0);
    assertEquals(6, dead.game().plies(), "every move is kept");
    assertEquals(1, dead.game().endedAt().getAsInt(), "the knight's capture left a dead position");
    assertEquals(
        Outcome.draw(StandardTermination.INSUFFICIENT_MATERIAL).text(),
        dead.game().outcome().text());
    assertEquals(1, dead.warnings().size());
    assertEquals(2, dead.warnings().get(0).ply());
    assertTrue(
        dead.warnings().get(0).message().contains("draw insufficient-material"),
        dead.warnings().get(0).message());
    assertTrue(dead.warnings().get(0).message().contains("60... Kg2"));
    assertEquals("1/2-1/2", dead.result());
    assertEquals("8/8/8/8/4K3/3N4/4k3/8 w - - 5 63", dead.game().position().text());

    GameRecord fivefold = games.get(1);
    assertEquals(20, fivefold.game().plies());
    assertEquals(16, fivefold.game().endedAt().getAsInt());
    assertEquals("draw repetition", fivefold.game().outcome().text());
    assertEquals(17, fivefold.warnings().get(0).ply());
    assertEquals("*", fivefold.result());

    assertTrue(games.get(2).warnings().isEmpty());
    assertTrue(games.get(2).game().endedAt().isEmpty());
  }

  @Test
  void theStrictReadingRefusesMovesAfterTheEnd() throws IOException {
    PgnException e =
        assertThrows(
            PgnException.class,
            () -> GameRecord.stream(new StringReader(fixture()), registry, true).toList());
    assertEquals(1, e.game());
    assertEquals(2, e.ply());
    assertTrue(e.getMessage().contains("after the game ended"), e.getMessage());
  }

  @Test
  void aRecordPastItsEndRoundTrips() throws IOException {
    GameRecord dead = GameRecord.stream(new StringReader(fixture()), registry).findFirst().get();
    GameRecord back = GameRecord.read(dead.toPgn(), registry);
    assertEquals(dead.game().moves(), back.game().moves());
    assertEquals(dead.warnings(), back.warnings());
    assertEquals(dead.game().positions(), back.game().positions());
  }

  @Test
  void gamePlayAfterEndOnlyGoesPastAnAutomaticDraw() {
    Game mate = Game.start(registry.variant("chess"));
    for (String m : List.of("f3", "e5", "g4", "Qh4#")) {
      mate = mate.play(m);
    }
    Game over = mate;
    Move any = Game.start(registry.variant("chess")).position().legalMoves().get(0);
    assertThrows(IllegalMoveException.class, () -> over.playAfterEnd(any));
    Game dead =
        Game.startingFrom(registry.variant("chess").position("8/8/2N5/4K3/8/8/8/7k b - - 0 1"));
    assertTrue(dead.outcome().isOver());
    Move kg2 = dead.position().parseMove("Kg2");
    assertThrows(IllegalMoveException.class, () -> dead.play(kg2));
    Game on = dead.playAfterEnd(kg2);
    assertEquals(0, on.endedAt().getAsInt());
    assertEquals(dead.outcome(), on.outcome());
    assertTrue(on.undo().endedAt().isEmpty(), "undone to the end itself, nothing is past it");
  }

  @Test
  void lichessVariantTagsNameChess() {
    String moves = "\n\n1. e4 e5 *\n\n";
    for (String tag : List.of("Standard", "standard", "CHESS", "Chess", "From Position")) {
      GameRecord r = GameRecord.read("[Variant \"" + tag + "\"]" + moves, registry);
      assertEquals("chess", r.game().startPosition().variant().spec(), tag);
    }
    GameRecord set =
        GameRecord.read(
            "[Variant \"From Position\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n",
            registry);
    assertEquals("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", set.game().position().text());
    assertEquals("chess", registry.aliases().get("from position"));
    PgnException unknown =
        assertThrows(
            PgnException.class,
            () -> GameRecord.read("[Variant \"Shatranj of Tamerlane\"]" + moves, registry));
    assertTrue(unknown.getMessage().contains("bad Variant tag"), unknown.getMessage());
  }

  @Test
  void lichessChess960TagWhereTheVariantIsRegistered() {
    Assumptions.assumeTrue(
        registry.ids().contains("chess960"), "the chess960 variant is not registered yet");
    String pgn =
        "[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf"
            + " - 2 9\"]\n\n9. g3 *\n";
    GameRecord r = GameRecord.read(pgn, registry);
    assertEquals("chess960", r.game().startPosition().variant().rules().id());
  }

  @Test
  void nullMovesAreReadAsPassesAndWrittenBack() {
    String pgn = "[Event \"analysis\"]\n\n1. e4 -- 2. d4 Z0 3. Nf3 e5 *\n";
    GameRecord r = GameRecord.read(pgn, registry);
    Game g = r.game();
    assertEquals(6, g.plies());
    assertTrue(g.moves().get(1).isPass());
    assertTrue(g.moves().get(3).isPass());
    assertFalse(g.moves().get(0).isPass());
    assertEquals("--", g.moves().get(1).text());
    assertEquals(
        "rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq e6 0 4", g.position().text());
    String written = r.toPgn();
    assertTrue(written.contains("1. e4 -- 2. d4 -- 3. Nf3 e5 *"), written);
    assertEquals(g.positions(), GameRecord.read(written, registry).game().positions());
    assertEquals(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2",
        Game.start(registry.variant("chess")).play("e4").pass().position().text(),
        "a pass clears the en-passant square and counts on the clocks");
  }

  @Test
  void aNullMoveInCheckIsRefused() {
    String pgn = "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *\n";
    PgnException e = assertThrows(PgnException.class, () -> GameRecord.read(pgn, registry));
    assertEquals(6, e.ply());
    Game check =
        Game.start(registry.variant("chess")).play("e4").play("f5").play("Qh5+");
    assertThrows(InvalidPositionException.class, check::pass);
  }
}
