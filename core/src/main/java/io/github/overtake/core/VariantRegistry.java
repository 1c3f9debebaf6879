package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantDefinition;
import io.github.overtake.core.spi.VariantProvider;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The variants an application can use: every {@link VariantProvider} found through {@link
 * ServiceLoader}, or an explicit list. Resolves specs such as {@code chess}, {@code
 * checkercapture:simple=true,goal=misere} or a preset id such as {@code chess-checkers}.
 * Thread-safe; variants are built once per canonical spec and cached, at most {@link
 * Limits#cachedVariants()} of them (least recently used go first: an evicted spec is built again
 * when asked for). Every variant works under the registry's {@link Limits}.
 *
 * <p>An id is matched as written first, then without regard to case ({@code Chess960} is {@code
 * chess960}); a name that other programs write ({@link #aliases()}: lichess's {@code Standard} and
 * {@code From Position} are {@code chess}) stands for its spec. Families add aliases through
 * {@link VariantDefinition#aliases()}.
 */
public final class VariantRegistry {
  /** The longest variant spec accepted. */
  public static final int MAX_SPEC_LENGTH = 512;

  private static volatile VariantRegistry defaultRegistry;

  private final ImmutableMap<String, VariantDefinition> providers;
  private final ImmutableList<VariantProvider> providerList;
  private final ImmutableMap<String, String> presets;

  /** Aliases, lower case, mapped to specs. */
  private final ImmutableMap<String, String> aliases;

  private final Limits limits;
  private final SpecCache cache;

  private VariantRegistry(VariantRegistry base, Limits limits) {
    this.providers = base.providers;
    this.providerList = base.providerList;
    this.presets = base.presets;
    this.aliases = base.aliases;
    this.limits = limits;
    this.cache = new SpecCache(limits.cachedVariants());
  }

  private VariantRegistry(List<VariantProvider> list) {
    this.limits = Limits.DEFAULT;
    this.cache = new SpecCache(limits.cachedVariants());
    Map<String, VariantDefinition> byId = new TreeMap<>();
    Map<String, VariantProvider> owner = new TreeMap<>();
    Map<String, String> presetMap = new TreeMap<>();
    for (VariantProvider p : list) {
      if (p.spiVersion() != VariantProvider.SPI_VERSION) {
        throw new VariantDefinitionException(
            "variant provider "
                + p.getClass().getName()
                + " was written for SPI version "
                + p.spiVersion()
                + "; this core implements version "
                + VariantProvider.SPI_VERSION);
      }
      for (VariantDefinition d : definitionsOf(p)) {
        String id = idOf(p, d);
        VariantProvider old = owner.putIfAbsent(id, p);
        if (old != null) {
          throw new VariantDefinitionException(
              "variant id '"
                  + id
                  + "' is registered twice: by "
                  + old.getClass().getName()
                  + " and by "
                  + p.getClass().getName());
        }
        byId.put(id, d);
        for (Map.Entry<String, String> e : d.presets().entrySet()) {
          presetMap.put(e.getKey(), id + ":" + e.getValue());
        }
      }
    }
    for (String preset : presetMap.keySet()) {
      if (byId.containsKey(preset)) {
        throw new VariantDefinitionException("preset '" + preset + "' clashes with a variant id");
      }
    }
    this.providers = ImmutableMap.copyOf(byId);
    this.providerList = ImmutableList.copyOf(list);
    this.presets = ImmutableMap.copyOf(presetMap);
    this.aliases = ImmutableMap.copyOf(aliases(byId, presetMap));
  }

  private static List<? extends VariantDefinition> definitionsOf(VariantProvider p) {
    List<? extends VariantDefinition> defs;
    try {
      defs = p.variants();
    } catch (UnsupportedOperationException e) {
      throw new VariantDefinitionException(e.getMessage(), e);
    }
    if (defs == null || defs.isEmpty() || defs.stream().anyMatch(java.util.Objects::isNull)) {
      throw new VariantDefinitionException(
          "variant provider " + p.getClass().getName() + " lists no variants or a null one");
    }
    return defs;
  }

  private static String idOf(VariantProvider p, VariantDefinition d) {
    try {
      return java.util.Objects.requireNonNull(d.id(), "id()");
    } catch (UnsupportedOperationException | NullPointerException e) {
      throw new VariantDefinitionException(
          "variant provider " + p.getClass().getName() + " gives a variant without an id: " + e,
          e);
    }
  }

  /**
   * The names other programs write for variants, in lower case, mapped to specs: the families' own
   * ({@link VariantDefinition#aliases()}) and the common PGN names of chess and Chess960 whose
   * family is registered. An alias that names an id or preset is left out (the id wins).
   */
  private static Map<String, String> aliases(
      Map<String, VariantDefinition> byId, Map<String, String> presets) {
    Map<String, String> out = new TreeMap<>();
    Map<String, String> owner = new TreeMap<>();
    for (Map.Entry<String, VariantDefinition> family : byId.entrySet()) {
      String id = family.getKey();
      for (Map.Entry<String, String> e : family.getValue().aliases().entrySet()) {
        String name = e.getKey().strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        if (byId.containsKey(name) || presets.containsKey(name)) {
          continue;
        }
        String old = owner.putIfAbsent(name, id);
        if (old != null && !old.equals(id)) {
          throw new VariantDefinitionException(
              "alias '" + name + "' is given by the families " + old + " and " + id);
        }
        out.put(name, e.getValue().strip());
      }
    }
    for (Map.Entry<String, String> e : COMMON_NAMES.entrySet()) {
      String target = e.getValue();
      if (byId.containsKey(target) && !byId.containsKey(e.getKey())) {
        out.putIfAbsent(e.getKey(), target);
      }
    }
    return out;
  }

  /**
   * Names that PGN files of other programs give in the {@code Variant} tag, for families this core
   * does not define: lichess's {@code Standard} and {@code From Position} (with a {@code FEN} tag)
   * are chess; {@code Fischerandom} (SCID) and {@code Chess 960} are Chess960. Used only when the
   * target family is registered.
   */
  private static final ImmutableMap<String, String> COMMON_NAMES =
      ImmutableMap.of(
          "standard", "chess",
          "from position", "chess",
          "fromposition", "chess",
          "normal", "chess",
          "fischerandom", "chess960",
          "fischer random", "chess960",
          "chess 960", "chess960");

  /**
   * Returns the registry of every provider visible to this class's class loader (cached).
   *
   * @return the shared default registry
   */
  public static VariantRegistry load() {
    VariantRegistry r = defaultRegistry;
    if (r == null) {
      synchronized (VariantRegistry.class) {
        r = defaultRegistry;
        if (r == null) {
          r = load(VariantRegistry.class.getClassLoader());
          defaultRegistry = r;
        }
      }
    }
    return r;
  }

  /**
   * Returns the registry of every provider found through a class loader (not cached).
   *
   * @param loader the class loader the providers are looked up with
   * @return a new registry
   */
  public static VariantRegistry load(ClassLoader loader) {
    List<VariantProvider> list = new ArrayList<>();
    Iterator<VariantProvider> it = ServiceLoader.load(VariantProvider.class, loader).iterator();
    while (true) {
      try {
        if (!it.hasNext()) {
          break;
        }
        list.add(it.next());
      } catch (ServiceConfigurationError e) {
        throw new VariantDefinitionException("a variant provider failed to load: " + e, e);
      }
    }
    return new VariantRegistry(list);
  }

  /**
   * Returns a registry of exactly the given providers.
   *
   * @param providers the providers, each with a distinct id
   * @return a new registry
   * @throws NullPointerException if {@code providers} or one of them is null
   * @throws VariantDefinitionException if two providers register one id, or a provider's
   *     definition is not valid
   */
  public static VariantRegistry of(VariantProvider... providers) {
    Objects.requireNonNull(providers, "providers");
    for (int i = 0; i < providers.length; i++) {
      Objects.requireNonNull(providers[i], "providers[" + i + "]");
    }
    return new VariantRegistry(List.of(providers));
  }

  /**
   * Returns a registry of the same providers whose variants work under {@code limits}, with its
   * own cache of {@link Limits#cachedVariants()} variants. This registry is unchanged.
   *
   * @param limits the limits
   * @return the new registry
   * @throws NullPointerException if limits is null
   */
  public VariantRegistry withLimits(Limits limits) {
    java.util.Objects.requireNonNull(limits, "limits");
    return new VariantRegistry(this, limits);
  }

  /**
   * Returns the limits the variants of this registry work under ({@link Limits#DEFAULT} unless
   * set with {@link #withLimits}).
   *
   * @return the limits
   */
  public Limits limits() {
    return limits;
  }

  /**
   * Returns the family ids, sorted.
   *
   * @return the family ids, an immutable list
   */
  public List<String> ids() {
    return ImmutableList.copyOf(providers.keySet());
  }

  /**
   * Returns the aliases: names other programs write for variants (such as lichess's {@code
   * Variant} tag values), in lower case, sorted, each mapped to the spec it stands for. {@link
   * #variant(String)} matches them without regard to case.
   *
   * @return the aliases mapped to specs
   */
  public Map<String, String> aliases() {
    return aliases;
  }

  /**
   * Returns the preset ids, sorted, each mapped to the spec it stands for.
   *
   * @return the preset ids mapped to their specs
   */
  public Map<String, String> presets() {
    return presets;
  }

  /**
   * Returns the registered providers, in the order they were found or given. A provider in the
   * list form ({@link VariantProvider#variants()}) stands for several families; {@link
   * #definitions()} lists the families themselves.
   *
   * @return the providers, an immutable list
   */
  public List<VariantProvider> providers() {
    return providerList;
  }

  /**
   * Returns the definition of every family, sorted by id: what a listing of the installed variants
   * shows.
   *
   * @return the family definitions, an immutable list
   */
  public List<VariantDefinition> definitions() {
    return ImmutableList.copyOf(providers.values());
  }

  /**
   * Resolves a variant spec: {@code id}, {@code id:key=value,key=value}, or a preset id.
   *
   * @param spec the variant spec; {@code null} is refused with an {@link UnknownVariantException}
   * @return the variant, cached per spec (the {@link Limits#cachedVariants()} most recently used
   *     are kept)
   * @throws UnknownVariantException if the id is not registered
   * @throws InvalidOptionException if an option key or value is not allowed, an option is given
   *     twice, or the spec is longer than {@link #MAX_SPEC_LENGTH}
   */
  public Variant variant(String spec) {
    if (spec == null) {
      throw new UnknownVariantException("null", known());
    }
    if (spec.length() > MAX_SPEC_LENGTH) {
      throw new InvalidOptionException(spec, "longer than " + MAX_SPEC_LENGTH + " characters");
    }
    String s = spec.strip();
    Variant cached = cache.get(s);
    if (cached != null) {
      return cached;
    }
    String renamed = rename(s);
    if (renamed != null) {
      Variant v = variant(renamed);
      cache.putIfAbsent(s, v);
      return v;
    }
    String base = s;
    String presetOptions = "";
    int colon = s.indexOf(':');
    String id = colon < 0 ? s : s.substring(0, colon);
    String rest = colon < 0 ? "" : s.substring(colon + 1);
    if (presets.containsKey(id)) {
      String target = presets.get(id);
      int c = target.indexOf(':');
      id = target.substring(0, c);
      presetOptions = target.substring(c + 1);
    }
    VariantDefinition provider = providers.get(id);
    if (provider == null) {
      throw new UnknownVariantException(base, known());
    }
    Map<String, OptionSpec> declared = new LinkedHashMap<>();
    for (OptionSpec o : provider.options()) {
      declared.put(o.key(), o);
    }
    Map<String, String> given = new LinkedHashMap<>();
    readOptions(spec, presetOptions, declared, given, provider, new java.util.HashSet<>());
    readOptions(spec, rest, declared, given, provider, new java.util.HashSet<>());
    Map<String, String> full = new LinkedHashMap<>();
    StringBuilder canonical = new StringBuilder(id);
    for (OptionSpec o : provider.options()) {
      String v = given.getOrDefault(o.key(), o.defaultValue());
      full.put(o.key(), v);
      canonical.append(full.size() == 1 ? ':' : ',').append(o.key()).append('=').append(v);
    }
    String canonicalSpec = canonical.toString();
    Variant v = cache.get(canonicalSpec);
    if (v == null) {
      RuleSet rules;
      try {
        rules = provider.create(full);
      } catch (OvertakeException e) {
        throw e;
      } catch (IllegalArgumentException e) {
        throw new InvalidOptionException(spec, e.getMessage());
      }
      if (!id.equals(rules.id())) {
        throw new VariantDefinitionException(
            "provider '" + id + "' created a rule set whose id() is '" + rules.id()
                + "': RuleSet.id() must equal VariantDefinition.id()");
      }
      v = new Variant(id, canonicalSpec, full, rules, limits);
      v = cache.putIfAbsent(canonicalSpec, v);
    }
    if (!s.equals(canonicalSpec)) {
      cache.putIfAbsent(s, v);
    }
    return v;
  }

  /**
   * Returns the spec a name stands for when its id is not registered as written: an alias (the
   * whole spec, without regard to case), or an id or preset written in other case ({@code
   * Chess960}); null when the id is registered as written, or nothing matches.
   */
  private String rename(String s) {
    int colon = s.indexOf(':');
    String id = colon < 0 ? s : s.substring(0, colon);
    if (providers.containsKey(id) || presets.containsKey(id)) {
      return null;
    }
    String lower = s.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    String alias = aliases.get(lower);
    if (alias != null) {
      return alias;
    }
    String lowerId = id.toLowerCase(Locale.ROOT);
    if (providers.containsKey(lowerId) || presets.containsKey(lowerId)) {
      return lowerId + s.substring(id.length());
    }
    return null;
  }

  private static void readOptions(
      String spec,
      String text,
      Map<String, OptionSpec> declared,
      Map<String, String> given,
      VariantDefinition provider,
      java.util.Set<String> seen) {
    if (text.isBlank()) {
      return;
    }
    for (String pair : text.split(",", -1)) {
      String p = pair.strip();
      int eq = p.indexOf('=');
      if (eq <= 0) {
        throw new InvalidOptionException(
            spec, "expected key=value, got '" + p + "'; options of " + provider.id() + ": "
                + describe(declared));
      }
      String key = p.substring(0, eq).strip();
      String value = p.substring(eq + 1).strip();
      OptionSpec o = declared.get(key);
      value = o == null ? value : o.canonical(value);
      if (o == null) {
        throw new InvalidOptionException(
            spec, "unknown option '" + key + "'"
                + Suggestions.didYouMean(key, declared.keySet())
                + (Suggestions.closest(key, declared.keySet()).isPresent() ? " " : "; ")
                + "options of " + provider.id() + ": "
                + describe(declared));
      }
      if (!o.allows(value)) {
        throw new InvalidOptionException(
            spec, "option '" + key + "' does not allow '" + value + "'"
                + Suggestions.didYouMean(value, o.values())
                + (Suggestions.closest(value, o.values()).isPresent() ? " " : "; ")
                + "allowed: "
                + allowed(o));
      }
      if (!seen.add(key)) {
        throw new InvalidOptionException(spec, "option '" + key + "' is given twice");
      }
      given.put(key, value);
    }
  }

  private static String allowed(OptionSpec o) {
    List<String> v = o.values();
    if (v.size() > 8) {
      return v.get(0) + " .. " + v.get(v.size() - 1);
    }
    return String.join(", ", v);
  }

  private static String describe(Map<String, OptionSpec> declared) {
    if (declared.isEmpty()) {
      return "none";
    }
    List<String> parts = new ArrayList<>();
    for (OptionSpec o : declared.values()) {
      parts.add(o.key() + " (" + allowed(o) + ")");
    }
    return String.join(", ", parts);
  }

  private List<String> known() {
    List<String> k = new ArrayList<>(providers.keySet());
    k.addAll(presets.keySet());
    return k;
  }
}
