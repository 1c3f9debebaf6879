package io.github.overtake.core.record;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.Game;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.VariantRegistry;
import java.io.Reader;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A game as people keep it: a {@link Game} with its PGN tags and the comments and NAGs of its
 * moves. Immutable; the {@code with...} methods return new records.
 *
 * <p>{@link #toPgn()} writes PGN: the Seven Tag Roster, then {@code Variant} with the full spec
 * (left out for plain {@code chess}, so that other chess programs read the game), {@code SetUp}
 * and {@code FEN} when the game starts from another position than the variant's start, {@code
 * Termination} with the id of the reason the game ended (followed by {@code claimed} for a claimed
 * draw), then any other tag. Moves are written in
 * the variant's own notation where the rule set offers one (standard SAN with {@code +} and
 * {@code #} in chess) and in canonical move text otherwise.
 *
 * <p>{@link #stream(Reader, VariantRegistry)} reads PGN game by game from a {@link Reader}, in
 * memory bounded by the largest game, not the file (a database of millions of games streams);
 * {@link #readAll} reads a text into a list. Comments ({@code {...}} and {@code ;} to the end of
 * the line) and NAGs ({@code $n}, and the suffixes {@code ! ? !! ?? !? ?!}) are kept with the move
 * they follow; variations ({@code (...)}) are read and skipped; {@code %} escape lines are
 * skipped. The first bad move stops the reading with a {@link PgnException} that names the game,
 * the ply and the reason. Reading takes time linear in the length of the text.
 *
 * <p>The {@code Variant} tag is looked up as {@link VariantRegistry#variant(String)} does: ids
 * without regard to case, and the names other programs write ({@code Standard} and {@code From
 * Position} are chess; see {@link VariantRegistry#aliases()}). A null move, {@code --} (as
 * pgn-extract and python-chess write it) or {@code Z0} (as ChessBase does), is read as a pass
 * ({@link Game#pass()}) and written {@code --}.
 *
 * <p>A record that goes on after the rules ended the game by an automatic draw (a dead position,
 * a fivefold repetition, seventy-five moves in chess) is read whole: the game keeps every move,
 * {@link Game#endedAt()} gives the ply where the rules ended it, and {@link #warnings()} says so.
 * Its result tag is kept as written. The strict reading ({@link #stream(Reader, VariantRegistry,
 * boolean)}) refuses such records instead.
 *
 * <p>What one game may hold is bounded: tokens of 4,096 characters, tag names and values of 8,192,
 * 1,024 tags, 4 Mi (4,194,304) characters of comments, 65,536 NAGs and 100,000 plies; beyond, a
 * {@link PgnException}.
 */
@Immutable
public final class GameRecord {
  /** The Seven Tag Roster, in the order PGN writes it. */
  public static final List<String> SEVEN_TAG_ROSTER =
      List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

  private static final Pattern TAG_NAME = Pattern.compile("[A-Za-z0-9_]{1,64}");

  private static final List<String> DERIVED = List.of("Variant", "SetUp", "FEN");

  private final Game game;
  private final ImmutableMap<String, String> tags;
  private final ImmutableList<Note> notes;
  private final ImmutableList<Warning> warnings;

  GameRecord(Game game, Map<String, String> tags, List<Note> notes) {
    this(game, tags, notes, List.of());
  }

  GameRecord(Game game, Map<String, String> tags, List<Note> notes, List<Warning> warnings) {
    this.game = game;
    this.tags = ImmutableMap.copyOf(tags);
    this.notes = ImmutableList.copyOf(notes);
    this.warnings = ImmutableList.copyOf(warnings);
  }

  /**
   * Returns a record of a game with the Seven Tag Roster filled with {@code ?} (the date {@code
   * ????.??.??}), the result and termination of the game, and no comments.
   *
   * @param game the game
   * @return the record
   * @throws NullPointerException if {@code game} is null
   */
  public static GameRecord of(Game game) {
    Objects.requireNonNull(game, "game");
    Map<String, String> t = new LinkedHashMap<>();
    t.put("Event", "?");
    t.put("Site", "?");
    t.put("Date", "????.??.??");
    t.put("Round", "?");
    t.put("White", "?");
    t.put("Black", "?");
    Outcome o = game.outcome();
    t.put("Result", o.result());
    putTermination(t, o);
    List<Note> n = new java.util.ArrayList<>();
    for (int i = 0; i <= game.moves().size(); i++) {
      n.add(Note.NONE);
    }
    return new GameRecord(game, t, n);
  }

  static void putTermination(Map<String, String> t, Outcome o) {
    o.termination()
        .ifPresent(
            r ->
                t.put(
                    "Termination",
                    o instanceof Outcome.Draw d && d.claimed() ? r.id() + " claimed" : r.id()));
  }

  /**
   * Reads every game of a PGN text.
   *
   * @param pgn the PGN text, any number of games
   * @param registry the registry the {@code Variant} tags are looked up in (a game without one
   *     is {@code chess})
   * @return the games in order, an immutable list
   * @throws PgnException at the first problem: a malformed tag or movetext, an unknown variant,
   *     a bad {@code FEN}, a move that is not legal, or a result the final position contradicts
   * @throws NullPointerException if {@code pgn} or {@code registry} is null
   */
  public static List<GameRecord> readAll(String pgn, VariantRegistry registry) {
    Objects.requireNonNull(pgn, "pgn");
    Objects.requireNonNull(registry, "registry");
    return stream(new StringReader(pgn), registry).collect(ImmutableList.toImmutableList());
  }

  /**
   * Reads the games of a PGN stream one by one, as the returned stream is consumed. Only the game
   * being read is held in memory. Moves after an automatic end are read with a warning.
   *
   * @param in the PGN text; read to its end as the stream is consumed, and not closed
   * @param registry the registry the {@code Variant} tags are looked up in (a game without one
   *     is {@code chess})
   * @return the games in order, a sequential stream; its operations throw {@link PgnException}
   *     at the first problem (as {@link #readAll} does) and {@link java.io.UncheckedIOException}
   *     when the reader fails
   * @throws NullPointerException if {@code in} or {@code registry} is null
   */
  public static Stream<GameRecord> stream(Reader in, VariantRegistry registry) {
    return stream(in, registry, false);
  }

  /**
   * Reads the games of a PGN stream one by one, as {@link #stream(Reader, VariantRegistry)} does,
   * strictly or not.
   *
   * @param in the PGN text; read to its end as the stream is consumed, and not closed
   * @param registry the registry the {@code Variant} tags are looked up in
   * @param strict whether a move after the rules ended the game by an automatic draw is refused
   *     with a {@link PgnException} (true) or read with a warning (false)
   * @return the games in order, a sequential stream
   * @throws NullPointerException if {@code in} or {@code registry} is null
   */
  public static Stream<GameRecord> stream(Reader in, VariantRegistry registry, boolean strict) {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(registry, "registry");
    PgnReader reader = new PgnReader(in, registry, strict);
    Spliterator<GameRecord> games =
        new Spliterators.AbstractSpliterator<GameRecord>(
            Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL) {
          @Override
          public boolean tryAdvance(Consumer<? super GameRecord> action) {
            GameRecord g = reader.nextGame();
            if (g == null) {
              return false;
            }
            action.accept(g);
            return true;
          }
        };
    return StreamSupport.stream(games, false);
  }

  /**
   * Reads the one game of a PGN text.
   *
   * @param pgn the PGN text of one game
   * @param registry the registry the {@code Variant} tag is looked up in
   * @return the game
   * @throws PgnException if the text holds no game or several, or as {@link #readAll} does
   * @throws NullPointerException if {@code pgn} or {@code registry} is null
   */
  public static GameRecord read(String pgn, VariantRegistry registry) {
    List<GameRecord> all = readAll(pgn, registry);
    if (all.size() != 1) {
      throw new PgnException(pgn, 0, 0, "expected one game, found " + all.size());
    }
    return all.get(0);
  }

  /**
   * Returns the game.
   *
   * @return the game, with a claimed draw when the record's result claims one
   */
  public Game game() {
    return game;
  }

  /**
   * Returns the tags other than {@code Variant}, {@code SetUp} and {@code FEN}, which follow from
   * the game, in the order they were set or read.
   *
   * @return the tags by name, an immutable ordered map
   */
  public Map<String, String> tags() {
    return tags;
  }

  /**
   * Returns one tag.
   *
   * @param name the tag name
   * @return its value, or empty
   */
  public Optional<String> tag(String name) {
    return Optional.ofNullable(tags.get(name));
  }

  /**
   * Returns the result tag: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. It is the
   * game's own result when the game is over, and may be any result when it is not (a game
   * resigned or adjourned).
   *
   * @return the result
   */
  public String result() {
    return tags.getOrDefault("Result", "*");
  }

  /**
   * Returns the notes: index 0 holds the comment before the first move, index i the comment and
   * NAGs after the i-th move.
   *
   * @return the notes, an immutable list one longer than the game's moves
   */
  public List<Note> notes() {
    return notes;
  }

  /**
   * Returns what the reading noticed without refusing the record: moves after the rules had ended
   * the game by an automatic draw. Empty for a record that was not read, or read clean.
   *
   * @return the warnings, in the order of their plies, an immutable list
   */
  public List<Warning> warnings() {
    return warnings;
  }

  /**
   * Something a reading noticed in a record that it read all the same.
   *
   * @param ply the ply the warning is about, from 1 (the first move past the end)
   * @param message what was noticed, in words
   */
  @Immutable
  public record Warning(int ply, String message) {
    /**
     * Checks the warning.
     *
     * @param ply the ply
     * @param message the message
     * @throws NullPointerException if message is null
     */
    public Warning {
      Objects.requireNonNull(message, "message");
    }

    /** Returns the warning as {@code ply N: message}. */
    @Override
    public String toString() {
      return "ply " + ply + ": " + message;
    }
  }

  /**
   * Returns this record with a tag set. {@code Variant}, {@code SetUp} and {@code FEN} follow from
   * the game and cannot be set; {@code Result} must be a PGN result, and the game's own result if
   * the game is over.
   *
   * @param name the tag name: letters, digits and {@code _}
   * @param value the value, on one line
   * @return the new record
   * @throws PgnException if the name or value is not allowed
   * @throws NullPointerException if {@code name} or {@code value} is null
   */
  public GameRecord withTag(String name, String value) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    if (!TAG_NAME.matcher(name).matches()) {
      throw new PgnException(
          name, 0, 0, quote(name) + ": a tag name is 1 to 64 letters, digits or '_'");
    }
    if (DERIVED.contains(name)) {
      throw new PgnException(name, 0, 0, "the " + name + " tag follows from the game");
    }
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new PgnException(value, 0, 0, quote(value) + ": a tag value is one line");
    }
    if (name.equals("Result")) {
      checkResult(game, value);
    }
    Map<String, String> t = new LinkedHashMap<>(tags);
    t.put(name, value);
    return new GameRecord(game, t, notes, warnings);
  }

  /** A text in quotes for a message, at most 120 characters of it. */
  private static String quote(String t) {
    return "'" + PgnReader.shorten(t) + "'";
  }

  static void checkResult(Game game, String value) {
    if (!List.of("1-0", "0-1", "1/2-1/2", "*").contains(value)) {
      throw new PgnException(value, 0, 0, quote(value) + ": a result is 1-0, 0-1, 1/2-1/2 or *");
    }
    Outcome o = game.outcome();
    if (o.isOver() && !value.equals("*") && !o.result().equals(value)) {
      throw new PgnException(
          value, 0, game.moves().size(), "result " + value + " but the game ended " + o.text());
    }
  }

  /**
   * Returns this record with the note after a ply replaced.
   *
   * @param ply 0 for the comment before the first move, i for the note after the i-th move
   * @param note the note
   * @return the new record
   * @throws PgnException if there is no such ply
   * @throws NullPointerException if {@code note} is null
   */
  public GameRecord withNote(int ply, Note note) {
    Objects.requireNonNull(note, "note");
    if (ply < 0 || ply >= notes.size()) {
      throw new PgnException(
          String.valueOf(ply), 0, ply, "no ply " + ply + " in a game of " + (notes.size() - 1));
    }
    List<Note> n = new java.util.ArrayList<>(notes);
    n.set(ply, note);
    return new GameRecord(game, tags, n, warnings);
  }

  /**
   * Returns the record as PGN text, ending with a blank line.
   *
   * @return the PGN text
   */
  public String toPgn() {
    return PgnWriter.write(this);
  }

  /** Returns the PGN text. */
  @Override
  public String toString() {
    return toPgn();
  }

  /**
   * A note on a move: a comment and the Numeric Annotation Glyphs.
   *
   * @param comment the comment, empty for none, its runs of blanks and line breaks read as one
   *     space; {@code }} is not allowed in it
   * @param nags the NAG numbers, 0 to 255, in order
   */
  @Immutable
  @SuppressWarnings("Immutable") // nags is an unmodifiable copy (List.copyOf)
  public record Note(String comment, List<Integer> nags) {
    /** No comment and no NAG. */
    public static final Note NONE = new Note("", List.of());

    /**
     * Validates the note and copies the list.
     *
     * @param comment the comment
     * @param nags the NAG numbers
     * @throws PgnException if the comment holds a {@code }} or a NAG is out of range or null
     * @throws NullPointerException if {@code comment} or {@code nags} is null
     */
    public Note {
      Objects.requireNonNull(comment, "comment");
      Objects.requireNonNull(nags, "nags");
      comment = comment.strip().replaceAll("\\s+", " ");
      if (comment.indexOf('}') >= 0) {
        throw new PgnException(comment, 0, 0, quote(comment) + ": a comment cannot hold '}'");
      }
      for (Integer n : nags) {
        if (n == null || n < 0 || n > 255) {
          throw new PgnException(
              String.valueOf(n), 0, 0, "NAG " + n + ": a NAG is a number from 0 to 255");
        }
      }
      nags = List.copyOf(nags);
    }

    /**
     * Returns whether the note is empty.
     *
     * @return whether there is neither a comment nor a NAG
     */
    public boolean isEmpty() {
      return comment.isEmpty() && nags.isEmpty();
    }
  }
}
