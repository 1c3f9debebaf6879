package io.github.overtake.variants.jumping;

import java.util.Map;

/**
 * The six options of Jumping Chess (rulings section 2).
 *
 * @param doubleKnights a knight may take both pieces beside its leap (R22)
 * @param multiJump captures may continue in chains (R23)
 * @param conservative bishops, rooks and queens land right behind their victim (R24)
 * @param mini the 8x8 board with the Los Alamos array (R25)
 * @param quickEvacuation ring pieces must move first instead of capturing (R26)
 * @param checkmate check and checkmate instead of king capture (R27)
 */
public record JumpingOptions(
    boolean doubleKnights,
    boolean multiJump,
    boolean conservative,
    boolean mini,
    boolean quickEvacuation,
    boolean checkmate) {

  /** The main game: every option off. */
  public static final JumpingOptions DEFAULT =
      new JumpingOptions(false, false, false, false, false, false);

  /**
   * Reads the options from a complete option map (every key present with {@code true} or {@code
   * false}).
   *
   * @param options the option values by key
   * @return the options
   * @throws IllegalArgumentException if a key is missing or a value is not a boolean
   */
  public static JumpingOptions of(Map<String, String> options) {
    return new JumpingOptions(
        flag(options, "doubleKnights"),
        flag(options, "multiJump"),
        flag(options, "conservative"),
        flag(options, "mini"),
        flag(options, "quickEvacuation"),
        flag(options, "checkmate"));
  }

  /** Returns these options with {@code multiJump} off: the one-leg captures of a chain game. */
  JumpingOptions withoutMultiJump() {
    return new JumpingOptions(doubleKnights, false, conservative, mini, quickEvacuation, checkmate);
  }

  private static boolean flag(Map<String, String> options, String key) {
    String v = options.get(key);
    if ("true".equals(v)) {
      return true;
    }
    if (v == null || "false".equals(v)) {
      return false;
    }
    throw new IllegalArgumentException(
        "option '" + key + "' must be true or false, got '" + v + "'");
  }
}
