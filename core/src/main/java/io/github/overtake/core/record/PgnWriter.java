package io.github.overtake.core.record;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Variant;
import io.github.overtake.core.spi.MoveNotation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes a {@link GameRecord} as PGN export text. */
final class PgnWriter {
  private static final int WIDTH = 79;

  private PgnWriter() {}

  static String write(GameRecord record) {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> e : orderedTags(record).entrySet()) {
      sb.append('[').append(e.getKey()).append(" \"").append(escape(e.getValue())).append("\"]\n");
    }
    sb.append('\n');
    List<String> tokens = movetext(record);
    tokens.add(record.result());
    int col = 0;
    for (String t : tokens) {
      if (col > 0 && col + 1 + t.length() > WIDTH) {
        sb.append('\n');
        col = 0;
      } else if (col > 0) {
        sb.append(' ');
        col++;
      }
      sb.append(t);
      col += t.length();
    }
    sb.append("\n\n");
    return sb.toString();
  }

  /** The Seven Tag Roster, then Variant, SetUp, FEN, Termination, then the others in order. */
  static Map<String, String> orderedTags(GameRecord record) {
    Game game = record.game();
    Map<String, String> out = new LinkedHashMap<>();
    for (String name : GameRecord.SEVEN_TAG_ROSTER) {
      out.put(name, record.tags().getOrDefault(name, name.equals("Date") ? "????.??.??" : "?"));
    }
    out.put("Result", record.result());
    Variant v = game.startPosition().variant();
    if (!v.spec().equals("chess")) {
      out.put("Variant", v.spec());
    }
    if (!game.startPosition().equals(v.startPosition())) {
      out.put("SetUp", "1");
      out.put("FEN", game.startPosition().text());
    }
    record.tag("Termination").ifPresent(t -> out.put("Termination", t));
    for (Map.Entry<String, String> e : record.tags().entrySet()) {
      out.putIfAbsent(e.getKey(), e.getValue());
    }
    return out;
  }

  private static List<String> movetext(GameRecord record) {
    Game game = record.game();
    List<String> tokens = new ArrayList<>();
    comment(tokens, record.notes().get(0));
    MoveNotation notation =
        game.startPosition().variant().rules().moveNotation().orElse(null);
    boolean needNumber = true;
    List<Move> moves = game.moves();
    List<Position> positions = game.positions(); // replayed once
    for (int i = 0; i < moves.size(); i++) {
      Position p = positions.get(i);
      if (p.sideToMove() == Side.WHITE) {
        tokens.add(p.fullmoveNumber() + ".");
      } else if (needNumber) {
        tokens.add(p.fullmoveNumber() + "...");
      }
      Move m = moves.get(i);
      tokens.add(m.isPass() || notation == null ? m.text() : notation.format(p, m));
      GameRecord.Note note = record.notes().get(i + 1);
      for (int nag : note.nags()) {
        tokens.add("$" + nag);
      }
      comment(tokens, note);
      needNumber = !note.comment().isEmpty();
    }
    return tokens;
  }

  private static void comment(List<String> tokens, GameRecord.Note note) {
    if (note.comment().isEmpty()) {
      return;
    }
    String[] words = note.comment().strip().split("\\s+", -1);
    words[0] = "{" + words[0];
    words[words.length - 1] = words[words.length - 1] + "}";
    tokens.addAll(List.of(words));
  }

  private static String escape(String value) {
    return value.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
