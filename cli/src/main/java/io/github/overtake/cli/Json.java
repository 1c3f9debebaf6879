package io.github.overtake.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;

/** The tool's JSON, written and read with Jackson. */
final class Json {
  /** Thread-safe once configured. */
  static final ObjectMapper MAPPER = JsonMapper.builder().build();

  private Json() {}

  /** Returns a new empty JSON object, whose fields keep the order they are put in. */
  static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /** Returns a JSON value as compact text on one line. */
  static String write(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Returns a JSON string literal. */
  static String string(String s) {
    return write(MAPPER.getNodeFactory().textNode(s));
  }
}
