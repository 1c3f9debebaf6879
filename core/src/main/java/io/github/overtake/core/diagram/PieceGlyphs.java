package io.github.overtake.core.diagram;

import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import java.util.Locale;

/**
 * The library's own piece drawings: simple silhouettes in a 100 x 100 box, drawn with a fill for
 * the side (white with a black outline, or black with a white inner line) so that they stay
 * legible small and in black and white. Types are recognised by name; any other type is a disc
 * with its letter.
 */
final class PieceGlyphs {
  private PieceGlyphs() {}

  /** Returns the SVG elements of a piece in a 100 x 100 box (no enclosing group). */
  static String draw(PieceType type, Side side) {
    String fill = side == Side.WHITE ? "#fff" : "#222";
    String line = side == Side.WHITE ? "#000" : "#fff";
    String body = "fill=\"" + fill + "\" stroke=\"#000\" stroke-width=\"4\" stroke-linejoin=\"round\"";
    String detail = "fill=\"none\" stroke=\"" + line + "\" stroke-width=\"4\" stroke-linecap=\"round\"";
    String name = type.name().toLowerCase(Locale.ROOT);
    switch (name) {
      case "pawn":
        return "<path " + body + " d=\"M30 86 L70 86 L64 70 Q58 62 58 56 Q66 50 66 40"
            + " A16 16 0 1 0 34 40 Q34 50 42 56 Q42 62 36 70 Z\"/>";
      case "knight":
        return "<path " + body + " d=\"M28 88 L76 88 Q78 60 70 42 Q62 24 44 16 L42 24 L34 22"
            + " L34 32 Q20 44 18 56 L28 62 Q36 56 44 52 Q40 66 28 88 Z\"/>"
            + "<circle cx=\"40\" cy=\"34\" r=\"3\" fill=\"" + line + "\"/>";
      case "bishop":
        return "<path " + body + " d=\"M28 88 L72 88 L66 76 Q70 66 66 58 Q72 44 64 32"
            + " Q58 22 50 16 Q42 22 36 32 Q28 44 34 58 Q30 66 34 76 Z\"/>"
            + "<path " + detail + " d=\"M50 36 L50 54 M41 45 L59 45\"/>";
      case "rook":
        return "<path " + body + " d=\"M26 88 L74 88 L70 76 L64 70 L64 40 L72 34 L72 18"
            + " L62 18 L62 26 L55 26 L55 18 L45 18 L45 26 L38 26 L38 18 L28 18 L28 34"
            + " L36 40 L36 70 L30 76 Z\"/>"
            + "<path " + detail + " d=\"M36 40 L64 40\"/>";
      case "queen":
        return "<path " + body + " d=\"M26 88 L74 88 L70 74 L82 30 L66 58 L62 22 L50 56"
            + " L38 22 L34 58 L18 30 L30 74 Z\"/>"
            + "<path " + detail + " d=\"M32 76 L68 76\"/>";
      case "king":
        return "<path " + body + " d=\"M26 88 L74 88 L72 74 Q86 56 74 44 Q64 36 50 50"
            + " Q36 36 26 44 Q14 56 28 74 Z\"/>"
            + "<path fill=\"none\" stroke=\"#000\" stroke-width=\"5\" stroke-linecap=\"round\""
            + " d=\"M50 10 L50 44 M40 20 L60 20\"/>"
            + "<path " + detail + " d=\"M30 76 L70 76\"/>";
      case "man":
        return disc(fill, line, false);
      case "crowned king":
        return disc(fill, line, true);
      default:
        return "<circle cx=\"50\" cy=\"50\" r=\"36\" " + body + "/>"
            + "<text x=\"50\" y=\"64\" text-anchor=\"middle\" font-family=\"sans-serif\""
            + " font-weight=\"bold\" font-size=\"40\" fill=\"" + line + "\">"
            + type.letter() + "</text>";
    }
  }

  /** A checkers disc; a crowned king carries a second disc on top. */
  private static String disc(String fill, String line, boolean crowned) {
    String base = "<ellipse cx=\"50\" cy=\"62\" rx=\"38\" ry=\"20\" fill=\"" + fill
        + "\" stroke=\"#000\" stroke-width=\"4\"/>"
        + "<ellipse cx=\"50\" cy=\"56\" rx=\"38\" ry=\"20\" fill=\"" + fill
        + "\" stroke=\"#000\" stroke-width=\"4\"/>"
        + "<ellipse cx=\"50\" cy=\"56\" rx=\"24\" ry=\"12\" fill=\"none\" stroke=\"" + line
        + "\" stroke-width=\"3\"/>";
    if (!crowned) {
      return base;
    }
    return base
        + "<ellipse cx=\"50\" cy=\"44\" rx=\"38\" ry=\"20\" fill=\"" + fill
        + "\" stroke=\"#000\" stroke-width=\"4\"/>"
        + "<path fill=\"" + line + "\" stroke=\"none\" d=\"M36 48 L34 32 L42 40 L50 28 L58 40"
        + " L66 32 L64 48 Z\"/>";
  }
}
