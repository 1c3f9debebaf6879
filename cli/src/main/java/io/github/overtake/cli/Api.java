package io.github.overtake.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveInput;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.diagram.Diagram;
import io.github.overtake.core.spi.MoveNotation;
import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.VariantDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The playground's JSON API, independent of HTTP: each method takes a request object and returns
 * the response object, or throws {@link BadRequestException} (or an {@link OvertakeException})
 * for bad input. See the README's "HTTP API" section for the fields.
 */
final class Api {
  /** The deepest perft the API counts. */
  static final int MAX_PERFT_DEPTH = 4;

  /** The most positions whose moves one perft request may list. */
  static final long PERFT_BUDGET = 200_000;

  /** The most picks in one request. */
  static final int MAX_PICKS = 64;

  private final VariantRegistry registry;

  Api(VariantRegistry registry) {
    this.registry = registry;
  }

  /** Bad input that is not the library's: a missing or mistyped field, a depth out of range. */
  static final class BadRequestException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    BadRequestException(String message) {
      super(message);
    }
  }

  // ------------------------------------------------------------------ endpoints

  /** {@code GET /api/variants}: every family, its options and the presets. */
  ObjectNode variants() {
    ObjectNode out = Json.object();
    ArrayNode list = out.putArray("variants");
    for (VariantDefinition p : registry.definitions()) {
      ObjectNode v = list.addObject();
      v.put("id", p.id());
      v.put("description", p.description());
      ArrayNode options = v.putArray("options");
      for (OptionSpec o : p.options()) {
        ObjectNode on = options.addObject();
        on.put("key", o.key());
        ArrayNode values = on.putArray("values");
        o.values().forEach(values::add);
        on.put("default", o.defaultValue());
        on.put("description", o.description() == null ? "" : o.description());
      }
    }
    ObjectNode presets = out.putObject("presets");
    for (Map.Entry<String, String> e : registry.presets().entrySet()) {
      presets.put(e.getKey(), e.getValue());
    }
    return out;
  }

  /**
   * {@code POST /api/position}: the game after {@code moves} from {@code position} (or the start),
   * its legal moves, outcome and, for {@code picks}, the step-wise input.
   */
  ObjectNode position(JsonNode request, Deadline deadline) {
    Game game = game(request, deadline);
    return state(game, request, picks(game.position(), request, deadline));
  }

  /** {@code POST /api/play}: plays {@code move} after the game's moves; answers the new state. */
  ObjectNode play(JsonNode request, Deadline deadline) {
    Game game = game(request, deadline);
    String text = string(request, "move", true);
    Game next = game.play(text);
    return state(next, request, MoveInput.start(next.position()));
  }

  /**
   * {@code POST /api/claim}: the game after its moves, ended by the draw the player to move
   * claims ({@link Game#claimDraw()}); a {@link io.github.overtake.core.DrawClaimException} when
   * the rules allow no claim there.
   */
  ObjectNode claim(JsonNode request, Deadline deadline) {
    Game game = game(request, deadline);
    return state(game.claimDraw(), request, MoveInput.start(game.position()));
  }

  /** {@code POST /api/computer}: the computer's move in the game, and the state after it. */
  ObjectNode computer(JsonNode request, Deadline deadline) {
    Game game = game(request, deadline);
    if (game.outcome().isOver()) {
      throw new BadRequestException(
          "the game is over (" + game.outcome().text() + "): no move to choose");
    }
    int nodes = intField(request, "nodes", 1, Computer.DEFAULT_NODES, Computer.DEFAULT_NODES);
    long seed =
        request.has("seed") ? longField(request, "seed") : ThreadLocalRandom.current().nextLong();
    // the search gets what is left of the request's budget, less a share for the answer's listing
    long millis = Math.max(1, Math.min(Computer.DEFAULT_MILLIS, deadline.remainingMillis() / 2));
    Computer.Choice c = Computer.choose(game.position(), nodes, millis, seed);
    Game next = game.play(c.move());
    ObjectNode out = state(next, request, MoveInput.start(next.position()));
    ObjectNode info = Json.object();
    info.put("move", c.move().text());
    info.put("score", c.score());
    info.put("depth", c.depth());
    info.put("nodes", c.nodes());
    out.set("computer", info);
    return out;
  }

  /**
   * {@code POST /api/validate}: what {@link MoveValidator#validate} answers on a spec, position and
   * moves ({@code valid}, then {@code position} and {@code outcome}, or {@code badInput}, {@code
   * error}, the reason and {@code lastValidPosition}), the request's time budget checked between
   * moves.
   */
  ObjectNode validate(JsonNode request, Deadline deadline) {
    requireObject(request);
    String spec = string(request, "spec", true);
    String positionText = string(request, "position", false);
    List<String> moves = strings(request, "moves", MoveValidator.MAX_MOVES);
    ObjectNode out = Json.object();
    Variant variant;
    try {
      variant = registry.variant(spec);
    } catch (OvertakeException e) {
      return invalid(out, ValidationResult.SPEC, e, null);
    }
    Game game;
    try {
      game = Game.startingFrom(
          positionText == null ? variant.startPosition() : variant.position(positionText));
    } catch (OvertakeException e) {
      return invalid(out, ValidationResult.POSITION, e, null);
    }
    for (int i = 0; i < moves.size(); i++) {
      deadline.check(game.position());
      try {
        game = game.play(moves.get(i));
      } catch (OvertakeException e) {
        return invalid(out, i, e, game.position());
      }
    }
    Outcome outcome;
    try {
      outcome = game.outcome();
    } catch (OvertakeException e) {
      int n = moves.size();
      return n == 0
          ? invalid(out, ValidationResult.POSITION, e, null)
          : invalid(out, n - 1, e, game.positions().get(n - 1));
    }
    out.put("valid", true);
    out.put("position", game.position().text());
    out.set("outcome", outcome(outcome));
    return out;
  }

  private static ObjectNode invalid(ObjectNode out, int badInput, OvertakeException e, Position last) {
    out.put("valid", false);
    out.put("badInput", badInput);
    out.put("error", oneLine(e.getMessage()));
    reason(out, e);
    if (last != null) {
      out.put("lastValidPosition", last.text());
    }
    return out;
  }

  /**
   * Adds the machine-readable reason of an illegal move ({@code "reason":"king-left-attacked"})
   * and its English explanation to an error object; nothing for other errors.
   */
  static void reason(ObjectNode out, Throwable error) {
    if (error instanceof IllegalMoveException e) {
      out.put("reason", e.reason().name().toLowerCase(Locale.ROOT).replace('_', '-'));
      out.put("explanation", oneLine(e.explanation()));
    }
  }

  /** {@code POST /api/perft}: counts the move tree to a small depth. */
  ObjectNode perft(JsonNode request, Deadline deadline) {
    Game game = game(request, deadline);
    int depth = intField(request, "depth", 0, MAX_PERFT_DEPTH, -1);
    if (depth < 0) {
      throw new BadRequestException("'depth' is required (0 to " + MAX_PERFT_DEPTH + ")");
    }
    Position position = game.position();
    long start = System.nanoTime();
    long[] budget = {PERFT_BUDGET};
    long nodes = count(position, depth, budget, deadline);
    ObjectNode out = Json.object();
    out.put("variant", position.variant().spec());
    out.put("position", position.text());
    out.put("depth", depth);
    out.put("nodes", nodes);
    out.put("millis", (System.nanoTime() - start) / 1_000_000);
    return out;
  }

  private static long count(Position position, int depth, long[] budget, Deadline deadline) {
    if (depth == 0) {
      return 1;
    }
    deadline.check(position);
    if (--budget[0] < 0) {
      throw new BadRequestException(
          "perft stopped: more than " + PERFT_BUDGET + " positions to expand; choose a smaller depth");
    }
    if (depth == 1) {
      return position.legalMoves().size();
    }
    long n = 0;
    for (Move m : position.legalMoves()) {
      n += count(position.play(m), depth - 1, budget, deadline);
    }
    return n;
  }

  // ------------------------------------------------------------------ the state

  private ObjectNode state(Game game, JsonNode request, MoveInput input) {
    Position position = game.position();
    Variant variant = position.variant();
    ObjectNode out = Json.object();
    out.put("spec", variant.spec());
    out.put("variant", variant.id());
    out.put("description", variant.description());
    out.put("start", game.startPosition().text());
    ArrayNode moves = out.putArray("moves");
    for (Move m : game.moves()) {
      moves.add(m.text());
    }
    record(game, out.putArray("record"));
    out.put("position", position.text());
    out.put("sideToMove", position.sideToMove().id());
    out.put("check", position.isCheck());
    Outcome outcome = game.outcome();
    out.set("outcome", outcome(outcome));
    Optional<String> claimable = game.claimableDraw().map(t -> t.id());
    if (claimable.isPresent()) {
      out.put("claimable", claimable.get());
    } else {
      out.putNull("claimable");
    }
    ArrayNode legal = out.putArray("legalMoves");
    if (!outcome.isOver()) {
      List<String> texts = new ArrayList<>();
      for (Move m : position.legalMoves()) {
        texts.add(m.text());
      }
      texts.sort(null);
      texts.forEach(legal::add);
    }
    Move last = game.moves().isEmpty() ? null : game.moves().get(game.moves().size() - 1);
    if (last == null) {
      out.putNull("lastMove");
    } else {
      out.put("lastMove", last.text());
    }
    ObjectNode in = out.putObject("input");
    ArrayNode picks = in.putArray("picks");
    input.picks().forEach(picks::add);
    ArrayNode squares = in.putArray("nextSquares");
    ArrayNode choices = in.putArray("nextChoices");
    if (!outcome.isOver()) {
      input.nextSquares().forEach(squares::add);
      input.nextChoices().forEach(choices::add);
    }
    Optional<Move> done = input.picks().isEmpty() ? Optional.empty() : input.completed();
    if (done.isPresent()) {
      in.put("completed", done.get().text());
    } else {
      in.putNull("completed");
    }
    ArrayNode options = in.putArray("options");
    if (done.isPresent() && !outcome.isOver()) {
      options(input, options);
    }
    if (bool(request, "svg")) {
      int size = intField(request, "size", 100, 1200, Diagram.DEFAULT_SIZE);
      List<Square> highlights = new ArrayList<>();
      if (!outcome.isOver()) {
        for (String s : input.nextSquares()) {
          highlights.add(square(position, s));
        }
      }
      String svg =
          Diagram.of(position)
              .flipped(bool(request, "flip"))
              .size(size)
              .lastMove(last)
              .highlight(highlights)
              .outcome(outcome)
              .svg();
      if (svg.startsWith("<?xml")) {
        svg = svg.substring(svg.indexOf("?>") + 2).strip();
      }
      out.put("svg", svg);
    }
    return out;
  }

  /** The most moves offered by name at once ({@code input.options}). */
  static final int MAX_OPTIONS = 8;

  /**
   * The game's moves for people: per ply the canonical text ({@code move}), the text in the
   * variant's own notation where it has one (SAN for chess, with check marks) or else the
   * canonical text ({@code text}), the full-move number and the side that played it.
   */
  private static void record(Game game, ArrayNode out) {
    MoveNotation notation =
        game.startPosition().variant().rules().moveNotation().orElse(null);
    List<Position> positions = game.positions();
    List<Move> moves = game.moves();
    for (int i = 0; i < moves.size(); i++) {
      Position before = positions.get(i);
      Move m = moves.get(i);
      ObjectNode ply = out.addObject();
      ply.put("move", m.text());
      ply.put("text", notation == null ? m.text() : notation.format(before, m));
      ply.put("number", before.fullmoveNumber());
      ply.put("side", before.sideToMove().id());
    }
  }

  /**
   * When the picks already name a move that more picks could turn into another (Jumping Chess's
   * knight from d5 to f6, quietly or over e6), every move still open, named, so that one click
   * chooses: {@code {"move": "d5f6", "label": "d5f6, no capture"}}. Empty when more than {@link
   * #MAX_OPTIONS} moves are open (the squares are highlighted instead) or only one.
   */
  private static void options(MoveInput input, ArrayNode out) {
    List<Move> open = input.candidates();
    if (open.size() < 2 || open.size() > MAX_OPTIONS) {
      return;
    }
    for (Move m : open) {
      ObjectNode o = out.addObject();
      o.put("move", m.text());
      StringBuilder label = new StringBuilder(m.text());
      if (m.captures().isEmpty()) {
        label.append(", no capture");
      } else {
        label.append(", captures");
        for (Square c : m.captures()) {
          label.append(' ').append(c.name());
        }
      }
      o.put("label", label.toString());
    }
  }

  private static Square square(Position position, String name) {
    int index = position.variant().geometry().parseSquare(name);
    return new Square(index, name);
  }

  static ObjectNode outcome(Outcome o) {
    ObjectNode out = Json.object();
    out.put("over", o.isOver());
    out.put("result", o.result());
    out.put("text", o.text());
    Optional<String> winner = o.winningSide().map(s -> s.id());
    if (winner.isPresent()) {
      out.put("winner", winner.get());
    } else {
      out.putNull("winner");
    }
    Optional<String> reason = o.termination().map(t -> t.id());
    if (reason.isPresent()) {
      out.put("reason", reason.get());
    } else {
      out.putNull("reason");
    }
    out.put("claimed", o instanceof Outcome.Draw d && d.claimed());
    return out;
  }

  // ------------------------------------------------------------------ reading requests

  private Game game(JsonNode request, Deadline deadline) {
    requireObject(request);
    Variant variant = registry.variant(string(request, "spec", true));
    String text = string(request, "position", false);
    Position start = text == null || text.isBlank() ? variant.startPosition() : variant.position(text);
    Game game = Game.startingFrom(start);
    List<String> moves = strings(request, "moves", MoveValidator.MAX_MOVES);
    for (int i = 0; i < moves.size(); i++) {
      deadline.check(game.position());
      try {
        game = game.play(moves.get(i));
      } catch (OvertakeException e) {
        throw new BadRequestException(
            "move " + (i + 1) + " '" + oneLine(moves.get(i)) + "' rejected: " + e.getMessage());
      }
    }
    // the claim is part of the game the client holds, as its moves are
    return bool(request, "claimed") ? game.claimDraw() : game;
  }

  private static MoveInput picks(Position position, JsonNode request, Deadline deadline) {
    MoveInput input = MoveInput.start(position);
    List<String> picks = strings(request, "picks", MAX_PICKS);
    for (String p : picks) {
      deadline.check(position);
      input = input.pick(p);
    }
    return input;
  }

  private static void requireObject(JsonNode request) {
    if (request == null || !request.isObject()) {
      throw new BadRequestException("the request body must be a JSON object");
    }
  }

  private static String string(JsonNode request, String field, boolean required) {
    JsonNode n = request.get(field);
    if (n == null || n.isNull()) {
      if (required) {
        throw new BadRequestException("'" + field + "' is required");
      }
      return null;
    }
    if (!n.isTextual()) {
      throw new BadRequestException("'" + field + "' must be a string");
    }
    return n.textValue();
  }

  private static List<String> strings(JsonNode request, String field, int max) {
    JsonNode n = request.get(field);
    List<String> out = new ArrayList<>();
    if (n == null || n.isNull()) {
      return out;
    }
    if (!n.isArray()) {
      throw new BadRequestException("'" + field + "' must be an array of strings");
    }
    if (n.size() > max) {
      throw new BadRequestException(
          "'" + field + "' has " + n.size() + " entries; at most " + max + " are allowed");
    }
    for (JsonNode e : n) {
      if (!e.isTextual()) {
        throw new BadRequestException("'" + field + "' must be an array of strings");
      }
      out.add(e.textValue());
    }
    return out;
  }

  private static boolean bool(JsonNode request, String field) {
    JsonNode n = request.get(field);
    if (n == null || n.isNull()) {
      return false;
    }
    if (!n.isBoolean()) {
      throw new BadRequestException("'" + field + "' must be true or false");
    }
    return n.booleanValue();
  }

  private static int intField(JsonNode request, String field, int min, int max, int absent) {
    JsonNode n = request.get(field);
    if (n == null || n.isNull()) {
      return absent;
    }
    if (!n.isIntegralNumber() || !n.canConvertToInt() || n.intValue() < min || n.intValue() > max) {
      throw new BadRequestException(
          "'" + field + "' must be a whole number from " + min + " to " + max + ", not "
              + oneLine(n.toString()));
    }
    return n.intValue();
  }

  private static long longField(JsonNode request, String field) {
    JsonNode n = request.get(field);
    if (!n.isIntegralNumber() || !n.canConvertToLong()) {
      throw new BadRequestException("'" + field + "' must be a whole number");
    }
    return n.longValue();
  }

  /** The first line of a message, at most 300 characters. */
  static String oneLine(String message) {
    String s = message == null ? "" : message.strip();
    int nl = s.indexOf('\n');
    if (nl >= 0) {
      s = s.substring(0, nl).strip();
    }
    return s.length() > 300 ? s.substring(0, 297) + "..." : s;
  }
}
