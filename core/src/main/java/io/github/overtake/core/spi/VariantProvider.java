package io.github.overtake.core.spi;

import java.util.List;
import java.util.Map;

/**
 * The service a variant module registers, found through {@link java.util.ServiceLoader}.
 *
 * <p>A provider comes in one of two forms:
 *
 * <ul>
 *   <li><b>Single form</b>: the provider is one family's {@link VariantDefinition}; it implements
 *       {@link #id()}, {@link #description()}, {@link #options()} and {@link #create} (and {@link
 *       #presets()} if it has presets). Use it for a module with one family.
 *   <li><b>List form</b>: the provider overrides {@link #variants()} to return the definitions of
 *       every family the module holds, and leaves the single-form methods alone. Use it for a
 *       module with several families, such as the thirty-two Modest variants, so that the module
 *       registers one provider rather than one a variant.
 * </ul>
 *
 * <p>Register the implementation twice, as {@code provides
 * io.github.overtake.core.spi.VariantProvider with ...} in the module's {@code module-info.java}
 * and in {@code META-INF/services/io.github.overtake.core.spi.VariantProvider}, so that both
 * module-path and class-path applications find it. Constructors must be cheap; build tables in
 * {@link #create}.
 */
public interface VariantProvider extends VariantDefinition {
  /** The SPI version this core implements. */
  int SPI_VERSION = 1;

  /**
   * Returns the families this provider registers, each filed under its own {@link
   * VariantDefinition#id()}: the provider itself by default (the single form). A provider of
   * several families overrides this (the list form).
   *
   * @return the definitions, none null, with distinct ids
   */
  default List<? extends VariantDefinition> variants() {
    return List.of(this);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The single form implements this; a provider in the list form never has it called.
   *
   * @throws UnsupportedOperationException unless overridden
   */
  @Override
  default String id() {
    throw new UnsupportedOperationException(singleFormOnly(this));
  }

  /**
   * {@inheritDoc}
   *
   * <p>The single form implements this; a provider in the list form never has it called.
   *
   * @throws UnsupportedOperationException unless overridden
   */
  @Override
  default String description() {
    throw new UnsupportedOperationException(singleFormOnly(this));
  }

  /**
   * {@inheritDoc}
   *
   * <p>The single form implements this; a provider in the list form never has it called.
   *
   * @throws UnsupportedOperationException unless overridden
   */
  @Override
  default List<OptionSpec> options() {
    throw new UnsupportedOperationException(singleFormOnly(this));
  }

  /**
   * {@inheritDoc}
   *
   * <p>The single form implements this; a provider in the list form never has it called.
   *
   * @throws UnsupportedOperationException unless overridden
   */
  @Override
  default RuleSet create(Map<String, String> options) {
    throw new UnsupportedOperationException(singleFormOnly(this));
  }

  /**
   * Returns the SPI version the provider was written against.
   *
   * @return the SPI version, {@link #SPI_VERSION} by default
   */
  default int spiVersion() {
    return SPI_VERSION;
  }

  private static String singleFormOnly(VariantProvider p) {
    return "variant provider "
        + p.getClass().getName()
        + " implements neither the single form (id, description, options, create) nor variants()";
  }
}
