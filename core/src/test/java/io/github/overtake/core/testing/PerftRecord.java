package io.github.overtake.core.testing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One record of a perft fixture file (see docs/notation.md). */
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
  final List<String[]> after = new ArrayList<>();

  /** Returns the record id. */
  public String id() {
    return id;
  }

  /** Returns the variant spec. */
  public String variant() {
    return variant;
  }

  /** Returns the position text. */
  public String position() {
    return position;
  }

  /** Returns where the counts come from. */
  public String source() {
    return source;
  }

  /** Returns the perft counts by depth. */
  public Map<Integer, Long> perft() {
    return perft;
  }

  /** Returns the complete legal move list, if the record has one. */
  public List<String> moves() {
    return moves;
  }

  /** Returns whether the record has a complete move list. */
  public boolean hasMoves() {
    return hasMoves;
  }

  /** Returns whether the position must be rejected. */
  public boolean invalid() {
    return invalid;
  }

  /** Returns the expected outcome text, or null. */
  public String outcome() {
    return outcome;
  }

  /** Returns the (move, resulting position) pairs. */
  public List<String[]> after() {
    return after;
  }

  @Override
  public String toString() {
    return id;
  }
}
