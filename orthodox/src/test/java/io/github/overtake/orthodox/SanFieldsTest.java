package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Move;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * SAN read by its fields picks the same moves as the former reading, which wrote every legal move
 * in SAN (and its longer forms) and compared texts; the one difference is that a capture mark now
 * requires a capture.
 */
class SanFieldsTest {
  private static final Variant CHESS = VariantRegistry.load().variant("chess");

  private static final String[] POSITIONS = {
    ChessRules.START,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "1r2k1r1/P1P3P1/8/3pP3/8/2N3N1/8/R3K2R w KQ d6 0 1",
    "4k3/8/8/8/8/8/4K3/R6R w - - 0 1",
    "4k3/8/2N1N3/8/2N1N3/8/8/4K3 w - - 0 1",
    "r3k2r/8/8/8/8/8/1p4p1/R3K2R b KQkq - 0 1",
  };

  @Test
  void fixedPositionsAgreeWithTheFormerReading() {
    for (String fen : POSITIONS) {
      checkAll(CHESS.position(fen));
    }
  }

  @Property(tries = 40)
  void randomGamesAgreeWithTheFormerReading(
      @ForAll @Size(min = 10, max = 80) List<@IntRange(min = 0, max = 1000) Integer> choices) {
    Position p = CHESS.startPosition();
    for (int choice : choices) {
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty()) {
        break;
      }
      checkAll(p);
      p = p.play(legal.get(choice % legal.size()));
    }
  }

  @Test
  void captureMarkRequiresACapture() {
    Position start = CHESS.startPosition();
    assertTrue(San.matches(start, "Nxf3").isEmpty());
    assertTrue(San.matches(start, "xe4").isEmpty());
    assertEquals("g1f3", San.matches(start, "Nf3+").get(0).text());
    Position p = start.play("e4").play("d5");
    assertEquals("e4d5", San.matches(p, "exd5").get(0).text());
    assertEquals("e4d5", San.matches(p, "ed5").get(0).text());
    assertEquals("e4d5", San.matches(p, "e4xd5#").get(0).text());
  }

  private static void checkAll(Position p) {
    Set<String> texts = new LinkedHashSet<>();
    for (Move m : p.legalMoves()) {
      texts.addAll(SanForms.of(p, m, false));
      String san = San.format(p, m);
      assertEquals(List.of(m), San.matches(p, san), san + " in " + p);
    }
    for (String extra : new String[] {"O-O", "0-0-0", "e4", "Qh5", "Kd1", "b8=N", "bxa8=q", "d6"}) {
      texts.add(extra);
    }
    for (String text : texts) {
      List<Move> expected = formerMatches(p, text);
      List<Move> actual = San.matches(p, text);
      if (text.contains("x")) {
        expected.removeIf(m -> !m.isCapture());
      }
      assertEquals(expected, actual, text + " in " + p);
    }
  }

  // ---- the former reading, kept here as the reference ----

  private static List<Move> formerMatches(Position position, String text) {
    List<Move> found = new ArrayList<>();
    if (!San.looksLikeSan(text)) {
      return found;
    }
    String want = normalize(text);
    for (Move m : position.legalMoves()) {
      for (String form : formerForms(position, m)) {
        if (form.equals(want)) {
          found.add(m);
          break;
        }
      }
    }
    return found;
  }

  private static List<String> formerForms(Position position, Move m) {
    List<String> out = new ArrayList<>();
    out.add(normalize(San.format(position, m)));
    if (m.isCastling() || m.from().isEmpty()) {
      return out;
    }
    Square from = m.from().orElseThrow();
    Piece piece = position.board().pieceAt(from).orElseThrow();
    String dest = m.to().orElseThrow().name();
    String promo = m.promotion().map(t -> String.valueOf(t.letter())).orElse("");
    if (piece.type().id() != Orthodox.PAWN) {
      String l = String.valueOf(piece.type().letter());
      out.add(l + dest + promo);
      out.add(l + from.name().charAt(0) + dest + promo);
      out.add(l + from.name().substring(1) + dest + promo);
      out.add(l + from.name() + dest + promo);
    } else {
      out.add(from.name() + dest + promo);
    }
    return out;
  }

  private static String normalize(String text) {
    String t = text.strip();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c == '+' || c == '#' || c == '!' || c == '?' || c == 'x' || c == ':' || c == '=') {
        continue;
      }
      sb.append(c == '0' && t.startsWith("0-0") ? 'O' : c);
    }
    String s = sb.toString();
    if (s.length() >= 3) {
      char last = s.charAt(s.length() - 1);
      if (Character.isLetter(last) && s.charAt(s.length() - 2) >= '0'
          && s.charAt(s.length() - 2) <= '9') {
        s = s.substring(0, s.length() - 1) + Character.toUpperCase(last);
      }
    }
    return s;
  }
}
