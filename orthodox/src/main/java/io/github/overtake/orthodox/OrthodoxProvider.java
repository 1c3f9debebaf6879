package io.github.overtake.orthodox;

import io.github.overtake.core.spi.VariantDefinition;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;

/**
 * The module's one registered provider, in the list form of {@link VariantProvider}: {@code chess}
 * ({@link ChessProvider}) and {@code chess960} ({@link Chess960Provider}). Those two stay public
 * for registries built by hand ({@code VariantRegistry.of(new ChessProvider())}).
 */
public final class OrthodoxProvider implements VariantProvider {
  /** Creates the provider (cheap; the rules are built on demand). */
  public OrthodoxProvider() {}

  /**
   * Returns the definitions of {@code chess} and {@code chess960}.
   *
   * @return the two definitions
   */
  @Override
  public List<VariantDefinition> variants() {
    return List.of(new ChessProvider(), new Chess960Provider());
  }
}
