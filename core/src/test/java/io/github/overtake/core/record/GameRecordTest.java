package io.github.overtake.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** PGN of a third-party variant (the test minichess): tags, movetext, notes, errors. */
class GameRecordTest {
  private final VariantRegistry registry = VariantRegistry.load();
  private final Variant mini = registry.variant("test-minichess");

  /** A game of {@code plies} moves, picking a varying legal move each time. */
  private Game game(int plies) {
    Game g = Game.start(mini);
    for (int i = 0; i < plies && !g.outcome().isOver(); i++) {
      List<Move> legal = g.position().legalMoves();
      g = g.play(legal.get((i * 7 + 3) % legal.size()));
    }
    return g;
  }

  @Test
  void writesTheRosterTheVariantAndCanonicalMoves() {
    Game g = game(4);
    String pgn = GameRecord.of(g).toPgn();
    assertTrue(pgn.startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"), pgn);
    assertTrue(pgn.contains("[Result \"*\"]\n[Variant \"" + mini.spec() + "\"]\n"), pgn);
    assertFalse(pgn.contains("FEN"), pgn);
    String movetext =
        "1. " + g.moves().get(0).text() + " " + g.moves().get(1).text() + " 2. "
            + g.moves().get(2).text() + " " + g.moves().get(3).text() + " *";
    assertTrue(pgn.endsWith("\n\n" + movetext + "\n\n"), pgn);
  }

  @Test
  void roundTripsTagsNotesAndASetPosition() {
    Game g = Game.startingFrom(game(3).position());
    for (int i = 0; i < 5 && !g.outcome().isOver(); i++) {
      g = g.play(g.position().legalMoves().get(i % g.position().legalMoves().size()));
    }
    GameRecord r =
        GameRecord.of(g)
            .withTag("White", "Ann \"the rook\" \\ Lee")
            .withTag("Annotator", "me")
            .withNote(0, new GameRecord.Note("before  the\nfirst move", List.of()))
            .withNote(1, new GameRecord.Note("a reply", List.of(1, 14)))
            .withNote(2, new GameRecord.Note("", List.of(6)));
    String pgn = r.toPgn();
    assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"" + g.startPosition().text() + "\"]"), pgn);
    assertTrue(
        pgn.contains("} " + g.startPosition().fullmoveNumber() + "... "),
        "Black starts, so the first number has dots: " + pgn);
    GameRecord back = GameRecord.read(pgn, registry);
    assertEquals(g.positions(), back.game().positions());
    assertEquals(r.tags(), back.tags());
    assertEquals(r.notes(), back.notes());
    assertEquals("before the first move", back.notes().get(0).comment());
    assertEquals(pgn, back.toPgn());
  }

  @Test
  void readsSeveralGamesWithCommentsNagsVariationsAndEscapes() {
    Game g = game(4);
    List<String> m = g.moves().stream().map(Move::text).toList();
    String text =
        "% an escape line\n{a comment before any game} ; and another\n"
            + "[Event \"first\"]\n[Variant \"" + mini.spec() + "\"]\n\n"
            + "{start} 1. " + m.get(0) + "! $10 {good} ( 1. " + m.get(1) + " {(a side line)} (1. x)) "
            + m.get(1) + "?! ; to the end of the line\n"
            + "2." + m.get(2) + " 2... " + m.get(3) + " 1-0\n\n"
            + "[Event \"second\"]\n[Variant \"test-minichess\"]\n[Result \"*\"]\n\n"
            + "1. " + m.get(0) + "\n";
    List<GameRecord> games = GameRecord.readAll(text, registry);
    assertEquals(2, games.size());
    GameRecord first = games.get(0);
    assertEquals(g.positions(), first.game().positions());
    assertEquals("1-0", first.result(), "a result the position does not contradict is kept");
    assertEquals("start", first.notes().get(0).comment());
    assertEquals(new GameRecord.Note("good", List.of(1, 10)), first.notes().get(1));
    assertEquals(new GameRecord.Note("to the end of the line", List.of(6)), first.notes().get(2));
    assertEquals(1, games.get(1).game().moves().size());
    assertEquals("second", games.get(1).tags().get("Event"));
  }

  @Test
  void reportsTheFirstBadMoveWithGamePlyAndReason() {
    Game g = game(2);
    String good = "1. " + g.moves().get(0).text() + " " + g.moves().get(1).text() + " *\n\n";
    String head = "[Variant \"test-minichess\"]\n\n";
    String text = head + good + head + "1. " + g.moves().get(0).text() + " a1a1 *\n";
    PgnException e = assertThrows(PgnException.class, () -> GameRecord.readAll(text, registry));
    assertEquals(2, e.game());
    assertEquals(2, e.ply());
    assertTrue(e.getMessage().startsWith("game 2, ply 2: 1... a1a1: "), e.getMessage());
    assertEquals("a1a1", e.input());
  }

  @Test
  void rejectsBadTagsResultsAndVariants() {
    assertThrows(PgnException.class, () -> GameRecord.readAll("[Variant \"nope\"]\n*\n", registry));
    assertThrows(PgnException.class, () -> GameRecord.readAll("[Event \"x\n*", registry));
    assertThrows(PgnException.class, () -> GameRecord.readAll("[Variant \"test-minichess\"] (", registry));
    assertThrows(
        PgnException.class,
        () -> GameRecord.readAll("[Variant \"test-minichess\"][Result \"1-0\"] 0-1", registry));
    GameRecord r = GameRecord.of(game(2));
    assertThrows(PgnException.class, () -> r.withTag("FEN", "x"));
    assertThrows(PgnException.class, () -> r.withTag("Bad Name", "x"));
    assertThrows(PgnException.class, () -> r.withTag("Result", "2-0"));
    assertThrows(PgnException.class, () -> r.withNote(9, GameRecord.Note.NONE));
    assertThrows(PgnException.class, () -> new GameRecord.Note("a } b", List.of()));
    assertEquals("*", r.result(), "a rejected edit leaves the record as it was");
  }

  @Test
  void aFinishedGameKeepsItsResultAndTermination() {
    Game g = Game.startingFrom(mini.position("4k/5/3N1/5/K4 w - - 0 1"));
    g = g.play("d3e5");
    assertTrue(g.outcome().isOver());
    GameRecord r = GameRecord.of(g);
    assertEquals("1-0", r.result());
    assertEquals("king-captured", r.tags().get("Termination"));
    assertThrows(PgnException.class, () -> r.withTag("Result", "0-1"));
    String contradicted = r.toPgn().replace("[Result \"1-0\"]", "[Result \"0-1\"]").replace(" 1-0", " 0-1");
    PgnException e =
        assertThrows(PgnException.class, () -> GameRecord.readAll(contradicted, registry));
    assertTrue(e.getMessage().contains("result 0-1 but the game ended white-wins king-captured"),
        e.getMessage());
  }

  @Test
  void editsRefusedNameTheirInputQuotedShort() {
    GameRecord r = GameRecord.of(game(2));
    PgnException name = assertThrows(PgnException.class, () -> r.withTag("Ev ent", "x"));
    assertEquals("'Ev ent': a tag name is 1 to 64 letters, digits or '_'", name.getMessage());
    String longName = "N".repeat(100_000) + " ";
    PgnException tooLong = assertThrows(PgnException.class, () -> r.withTag(longName, "x"));
    assertTrue(tooLong.getMessage().startsWith("'" + "N".repeat(117) + "...': "),
        tooLong.getMessage());
    assertTrue(tooLong.getMessage().length() < 200, tooLong.getMessage());
    PgnException value = assertThrows(PgnException.class, () -> r.withTag("Event", "a\nb"));
    assertEquals("'a b': a tag value is one line", value.getMessage());
    PgnException result = assertThrows(PgnException.class, () -> r.withTag("Result", "2-0"));
    assertEquals("'2-0': a result is 1-0, 0-1, 1/2-1/2 or *", result.getMessage());
    PgnException comment =
        assertThrows(PgnException.class, () -> new GameRecord.Note("a } b", List.of()));
    assertEquals("'a } b': a comment cannot hold '}'", comment.getMessage());
    PgnException nag =
        assertThrows(PgnException.class, () -> new GameRecord.Note("", List.of(256)));
    assertEquals("NAG 256: a NAG is a number from 0 to 255", nag.getMessage());
    assertEquals(r.tags(), GameRecord.of(game(2)).tags());
  }

  @Test
  void nullsFailAsDocumented() {
    assertEquals("game", assertThrows(NullPointerException.class,
        () -> GameRecord.of(null)).getMessage());
    assertEquals("comment", assertThrows(NullPointerException.class,
        () -> new GameRecord.Note(null, List.of())).getMessage());
    assertEquals("nags", assertThrows(NullPointerException.class,
        () -> new GameRecord.Note("", null)).getMessage());
    assertEquals("variant", assertThrows(NullPointerException.class,
        () -> Game.start(null)).getMessage());
  }
}
