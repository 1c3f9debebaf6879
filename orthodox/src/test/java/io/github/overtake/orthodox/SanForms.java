package io.github.overtake.orthodox;

import io.github.overtake.core.Move;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Texts a user may write for a move, for the SAN reading tests: SAN and its other forms. */
final class SanForms {
  private SanForms() {}

  /**
   * SAN and its longer or unmarked forms.
   *
   * @param p the position
   * @param m a legal move of it
   * @param loose also the forms with a capture mark on a quiet move or the promotion left out
   * @return the forms, with repeats
   */
  static List<String> of(Position p, Move m, boolean loose) {
    List<String> out = new ArrayList<>();
    String san = San.format(p, m);
    out.add(san);
    out.add(san.replace("x", ""));
    out.add(san.replace("=", "").toLowerCase(Locale.ROOT).replace("o-o", "O-O"));
    if (m.isCastling() || m.from().isEmpty()) {
      return out;
    }
    Square from = m.from().orElseThrow();
    String to = m.to().orElseThrow().name();
    String x = m.isCapture() ? "x" : "";
    String promo = m.promotion().map(t -> "=" + t.letter()).orElse("");
    Piece piece = p.board().pieceAt(from).orElseThrow();
    if (piece.type().id() == Orthodox.PAWN) {
      out.add(from.name() + x + to + promo);
      out.add(from.name().charAt(0) + to + promo);
      if (loose) {
        out.add(from.name().charAt(0) + "x" + to + promo);
      }
      out.add(to + promo);
      if (loose) {
        out.add(to);
      }
    } else {
      String l = String.valueOf(piece.type().letter());
      out.add(l + to);
      out.add(l + (loose ? "x" : x) + to);
      out.add(l + from.name().charAt(0) + x + to);
      out.add(l + from.name().substring(1) + to);
      out.add(l + from.name() + x + to);
    }
    return out;
  }
}
