package io.github.overtake.core.notation;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.geometry.Topology;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes the generalised FEN of {@code docs/notation.md}: placement (multi-digit empty
 * runs, {@code '} for reversed pieces), an optional pool, side, castling, en passant, the two
 * clocks and the variant's {@code key:value} tokens.
 */
public final class PositionText {
  /** The longest position text accepted. */
  public static final int MAX_LENGTH = 4096;
  /** The largest half-move clock and move number a position text may give. */
  private static final int MAX_CLOCK = 100_000;

  private PositionText() {}

  /**
   * Writes a position.
   *
   * @param rules the variant's rules
   * @param p the position
   * @return the position text
   */
  public static String format(RuleSet rules, MutablePosition p) {
    Geometry g = rules.geometry();
    List<PieceType> types = rules.pieceTypes();
    StringBuilder sb = new StringBuilder(96);
    for (int r = g.ranks() - 1; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < g.files(); f++) {
        int code = p.at(g.square(f, r));
        if (code == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(letter(types, code));
        if (Pieces.reversed(code)) {
          sb.append(rules.pieceMark());
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    if (rules.hasPool()) {
      sb.append('[');
      for (int side = 0; side < 2; side++) {
        for (int t = types.size(); t >= 1; t--) {
          int code = Pieces.code(t, side);
          for (int i = 0; i < p.pool(code); i++) {
            sb.append(letter(types, code));
          }
        }
      }
      sb.append(']');
    }
    sb.append(' ').append(p.sideToMove() == 0 ? 'w' : 'b').append(' ');
    if (!rules.formatCastling(p, sb)) {
      formatCastling(p.castling(), sb);
    }
    sb.append(' ').append(p.epSquare() < 0 ? "-" : g.name(p.epSquare()));
    sb.append(' ').append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
    rules.formatExtras(p, sb);
    return sb.toString();
  }

  /** Writes the castling rights as letters from {@code KQkq}, or {@code -} for none. */
  private static void formatCastling(int c, StringBuilder sb) {
    if (c == 0) {
      sb.append('-');
      return;
    }
    if ((c & MutablePosition.WHITE_KINGSIDE) != 0) {
      sb.append('K');
    }
    if ((c & MutablePosition.WHITE_QUEENSIDE) != 0) {
      sb.append('Q');
    }
    if ((c & MutablePosition.BLACK_KINGSIDE) != 0) {
      sb.append('k');
    }
    if ((c & MutablePosition.BLACK_QUEENSIDE) != 0) {
      sb.append('q');
    }
  }

  private static char letter(List<PieceType> types, int code) {
    PieceType t = types.get(Pieces.type(code) - 1);
    return Pieces.side(code) == 0 ? t.letter() : Character.toLowerCase(t.letter());
  }

  /**
   * Reads a position. Checks the syntax and the board shape; the variant's own validity rules are
   * checked by the caller.
   *
   * @param rules the variant's rules
   * @param text the position text
   * @return a new position with an empty undo stack
   * @throws InvalidPositionException naming every problem found
   */
  public static MutablePosition parse(RuleSet rules, String text) {
    String variant = rules.id();
    if (text == null) {
      throw new InvalidPositionException("null", variant, List.of("no position text"));
    }
    if (text.length() > MAX_LENGTH) {
      throw new InvalidPositionException(
          text, variant, List.of("longer than " + MAX_LENGTH + " characters"));
    }
    Geometry g = rules.geometry();
    List<PieceType> types = rules.pieceTypes();
    MutablePosition p = new MutablePosition(g, rules.castlingRightsCleared(), rules.extraSlots());
    List<String> problems = new ArrayList<>();
    String[] fields = text.strip().split("\\s+", -1);
    if (fields.length < 2 || fields[0].isEmpty()) {
      throw new InvalidPositionException(
          text, variant, List.of("expected at least a placement and a side to move"));
    }
    String placement = fields[0];
    String pool = null;
    int open = placement.indexOf('[');
    if (open >= 0) {
      if (!placement.endsWith("]")) {
        problems.add("the pool must be closed by ']' at the end of the placement");
      } else {
        pool = placement.substring(open + 1, placement.length() - 1);
      }
      placement = placement.substring(0, open);
    }
    readPlacement(placement, g, types, rules.pieceMark(), p, problems);
    if (pool != null) {
      if (!rules.hasPool()) {
        problems.add("this variant has no pool, but the text has one");
      } else {
        for (int k = 0; k < pool.length(); k++) {
          char ch = pool.charAt(k);
          int code = codeOf(types, ch);
          if (code < 0) {
            problems.add("unknown piece letter '" + ch + "' in the pool");
          } else {
            p.setPool(code, p.pool(code) + 1);
          }
        }
      }
    }
    String side = fields[1];
    if (side.equals("w")) {
      p.setSideToMove(0);
    } else if (side.equals("b")) {
      p.setSideToMove(1);
    } else {
      problems.add("side to move must be 'w' or 'b', got " + quoted(side));
    }
    if (fields.length > 2) {
      boolean read = false;
      if (problems.isEmpty()) {
        try {
          read = rules.parseCastling(fields[2], p);
        } catch (IllegalArgumentException e) {
          problems.add(e.getMessage());
          read = true;
        }
      }
      if (!read) {
        readCastling(fields[2], p, problems);
      }
    }
    if (fields.length > 3 && !fields[3].equals("-")) {
      int ep = g.parseSquare(fields[3]);
      if (ep < 0) {
        problems.add("en-passant field must be a square or '-', got " + quoted(fields[3]));
      } else {
        p.setEpSquare(ep);
      }
    }
    if (fields.length > 4) {
      int hm = number(fields[4], 0, MAX_CLOCK);
      if (hm < 0) {
        problems.add(
            "half-move clock must be a number from 0 to " + MAX_CLOCK + ", got "
                + quoted(fields[4]));
      } else {
        p.setHalfmoveClock(hm);
      }
    }
    if (fields.length > 5) {
      int fm = number(fields[5], 1, MAX_CLOCK);
      if (fm < 0) {
        problems.add(
            "move number must be a number from 1 to " + MAX_CLOCK + ", got " + quoted(fields[5]));
      } else {
        p.setFullmoveNumber(fm);
      }
    }
    for (int i = 6; i < fields.length; i++) {
      try {
        if (!rules.parseExtra(fields[i], p)) {
          problems.add("unknown field " + quoted(fields[i]));
        }
      } catch (IllegalArgumentException e) {
        problems.add(e.getMessage());
      }
    }
    if (!problems.isEmpty()) {
      throw new InvalidPositionException(text, variant, problems);
    }
    return p;
  }

  private static void readPlacement(
      String placement, Geometry g, List<PieceType> types, char mark, MutablePosition p,
      List<String> problems) {
    String[] rows = placement.split("/", -1);
    if (rows.length != g.ranks()) {
      problems.add("expected " + g.ranks() + " ranks, got " + rows.length);
      return;
    }
    for (int i = 0; i < rows.length; i++) {
      int rank = g.ranks() - 1 - i;
      String row = rows[i];
      int file = 0;
      int j = 0;
      while (j < row.length()) {
        char ch = row.charAt(j);
        if (isAsciiDigit(ch)) {
          int k = j;
          while (k < row.length() && isAsciiDigit(row.charAt(k))) {
            k++;
          }
          int run = number(row.substring(j, k), 1, Geometry.MAX_SIDE);
          if (run < 0) {
            problems.add(
                "bad empty-square count " + quoted(row.substring(j, k)) + " on rank " + (rank + 1));
            return;
          }
          file += run;
          j = k;
          continue;
        }
        int code = codeOf(types, ch);
        if (code < 0) {
          problems.add("unknown piece letter '" + ch + "' on rank " + (rank + 1));
          return;
        }
        j++;
        if (j < row.length() && row.charAt(j) == mark) {
          j++;
          if (mark != '\'') {
            code |= Pieces.REVERSED_BIT; // the variant's own mark, judged by its validate()
          } else if (!types.get(Pieces.type(code) - 1).oriented()) {
            problems.add("'" + ch + "' cannot be reversed");
          } else if (g.topology() != Topology.MOBIUS) {
            problems.add("reversed pieces exist only on a Möbius board");
          }
          code |= Pieces.REVERSED_BIT;
        }
        if (file >= g.files()) {
          problems.add("rank " + (rank + 1) + " has more than " + g.files() + " files");
          return;
        }
        p.put(g.square(file, rank), code);
        file++;
      }
      if (file != g.files()) {
        problems.add("rank " + (rank + 1) + " has " + file + " files, expected " + g.files());
        return;
      }
    }
  }

  private static void readCastling(String s, MutablePosition p, List<String> problems) {
    if (s.equals("-")) {
      return;
    }
    int mask = 0;
    for (int k = 0; k < s.length(); k++) {
      char ch = s.charAt(k);
      int bit;
      switch (ch) {
        case 'K':
          bit = MutablePosition.WHITE_KINGSIDE;
          break;
        case 'Q':
          bit = MutablePosition.WHITE_QUEENSIDE;
          break;
        case 'k':
          bit = MutablePosition.BLACK_KINGSIDE;
          break;
        case 'q':
          bit = MutablePosition.BLACK_QUEENSIDE;
          break;
        default:
          problems.add("castling field must be '-' or letters from KQkq, got " + quoted(s));
          return;
      }
      if ((mask & bit) != 0) {
        problems.add("castling field repeats '" + ch + "'");
        return;
      }
      mask |= bit;
    }
    p.setCastling(mask);
  }

  private static int codeOf(List<PieceType> types, char ch) {
    char up = Character.toUpperCase(ch);
    for (PieceType t : types) {
      if (t.letter() == up) {
        return Pieces.code(t.id(), Character.isUpperCase(ch) ? 0 : 1);
      }
    }
    return -1;
  }

  /** A field in quotes for a problem, at most 120 characters of it. */
  private static String quoted(String s) {
    return "'" + (s.length() > 120 ? s.substring(0, 117) + "..." : s) + "'";
  }

  private static int number(String s, int min, int max) {
    if (s.isEmpty() || s.length() > 6) {
      return -1;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!isAsciiDigit(s.charAt(i))) {
        return -1;
      }
    }
    int v = Integer.parseInt(s);
    return v < min || v > max ? -1 : v;
  }

  /** Whether {@code c} is one of the ASCII digits 0 to 9 (other scripts' digits are refused). */
  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
