package io.github.overtake.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One record of a perft fixture file (the format is in docs/notation.md), as {@link
 * PerftFixtures#read} returns it. The accessors return unmodifiable views.
 */
public final class PerftRecord {
  String id;
  String variant;
  String position;
  String source;
  String outcome;
  boolean invalid;
  int line;
  final Map<Integer, Long> perft = new LinkedHashMap<>();
  final List<String> moves = new ArrayList<>();
  boolean hasMoves;
  final List<List<String>> after = new ArrayList<>();

  PerftRecord() {}

  /**
   * Returns the record id.
   *
   * @return the {@code id} field
   */
  public String id() {
    return id;
  }

  /**
   * Returns the variant spec.
   *
   * @return the {@code variant} field
   */
  public String variant() {
    return variant;
  }

  /**
   * Returns the position text.
   *
   * @return the {@code position} field
   */
  public String position() {
    return position;
  }

  /**
   * Returns where the counts come from.
   *
   * @return the {@code source} field
   */
  public String source() {
    return source;
  }

  /**
   * Returns the perft counts by depth.
   *
   * @return an unmodifiable map from depth to node count
   */
  public Map<Integer, Long> perft() {
    return Collections.unmodifiableMap(perft);
  }

  /**
   * Returns the complete legal move list, if the record has one.
   *
   * @return the move texts, unmodifiable
   */
  public List<String> moves() {
    return Collections.unmodifiableList(moves);
  }

  /**
   * Returns whether the record has a complete move list.
   *
   * @return whether a {@code moves} field was given
   */
  public boolean hasMoves() {
    return hasMoves;
  }

  /**
   * Returns whether the position must be rejected.
   *
   * @return whether the record is marked {@code invalid}
   */
  public boolean invalid() {
    return invalid;
  }

  /**
   * Returns the expected outcome text, or null.
   *
   * @return the {@code outcome} field, or {@code null}
   */
  public String outcome() {
    return outcome;
  }

  /**
   * Returns the (move, resulting position) pairs of the {@code after} fields.
   *
   * @return unmodifiable two-element lists: the move text and the position text after it
   */
  public List<List<String>> after() {
    return Collections.unmodifiableList(after);
  }

  @Override
  public String toString() {
    return id;
  }
}
