package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.overtake.core.VariantRegistry;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Heavy requests to the playground in a 256 MB JVM, with the default settings: the crafted
 * positions of the hostile trial and issue 24's position of 36,660 moves, on every computing
 * endpoint and from several clients at once. Each answer is 200, a typed 400 (the library's
 * message, with {@code "limit"} when a work limit refused it) or a 503 for a busy server; never a
 * 500. A plain request is answered meanwhile, within 3 s (not a speed test: time for a slow or
 * busy machine, short of the time the heavy requests take). The client timeout of the heavy
 * requests is a hang guard.
 */
class PlaygroundHostileTest {
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  private static final List<String[]> HEAVY =
      List.of(
          new String[] {
            "checkercapture", "k6K/1n1n1n2/1nnnnnn1/1n1n1n2/1nnnnnn1/1nQn1n2/1nnnnnn1/8 w - - 0 1"
          },
          new String[] {
            "jumping:multiJump=true,checkmate=true",
            "K9/1n1n1n1n2/1nnnnnnnn1/1n1n1n1n2/1nnnnnnnn1/1n1nQn1n2/1nnnnnnnn1/1n1n1n1n2/"
                + "1nnnnnnnn1/9k w - - 0 1"
          },
          new String[] {
            "jumping:doubleKnights=true,multiJump=true",
            "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6"
          },
          new String[] {
            "checkerschess:firstType=checkers,secondType=checkers,width=26,height=26,"
                + "flyingKings=true",
            "26/26/26/26/26/26/26/26/7m1m1m1m1m1m8/26/7m1m1m1m1m1m8/26/7m1m1m1m1m1m8/12C13/"
                + "7m1m1m1m1m1m8/26/7m1m1m1m1m1m8/26/7m1m1m1m1m1m8/26/26/26/26/26/26/26 w - - 0 1"
          });

  private static final List<String> ENDPOINTS =
      List.of("api/position", "api/computer", "api/perft", "api/validate");

  private static HttpResponse<String> post(Playground server, String path, String body)
      throws Exception {
    return PlaygroundCalls.post(CLIENT, server, path, body, Duration.ofMinutes(2));
  }

  private static void assertTyped(String what, HttpResponse<String> r) throws Exception {
    int status = r.statusCode();
    assertTrue(status == 200 || status == 400 || status == 503, what + ": " + r.body());
    if (status != 200) {
      JsonNode error = Json.MAPPER.readTree(r.body());
      String message = error.get("error").asText();
      assertFalse(message.contains("\n") || message.contains("\tat "), message);
      assertTrue(message.length() <= 300, message);
      if (status == 400 && message.startsWith("work limit")) {
        assertTrue(error.has("limit"), r.body());
      }
    }
  }

  @Test
  void heavyRequestsAreAnsweredOrRefusedTypedAndPlainOnesStillAnswered() throws Exception {
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    ExecutorService clients = Executors.newFixedThreadPool(8);
    try (Playground server =
        Playground.start(
            0, VariantRegistry.load(), new PrintStream(log, true, StandardCharsets.UTF_8))) {
      // a first request, untimed: loading the classes and the variants is not what is measured
      assertEquals(200, post(server, "api/position", "{\"spec\":\"chess\"}").statusCode());
      List<Future<?>> heavy = new ArrayList<>();
      for (int round = 0; round < 2; round++) {
        for (String[] p : HEAVY) {
          for (String endpoint : ENDPOINTS) {
            String body =
                "{\"spec\":" + Json.string(p[0]) + ",\"position\":" + Json.string(p[1])
                    + ",\"depth\":2,\"seed\":1,\"moves\":[]}";
            heavy.add(clients.submit(() -> {
              assertTyped(endpoint + " " + p[0], post(server, endpoint, body));
              return null;
            }));
          }
        }
      }
      // while they run, a plain request is answered
      for (int i = 0; i < 3; i++) {
        HttpResponse<String> plain =
            PlaygroundCalls.get(CLIENT, server, "api/variants", Duration.ofSeconds(3));
        assertEquals(200, plain.statusCode());
      }
      for (Future<?> f : heavy) {
        f.get();
      }
      assertEquals(200, post(server, "api/position", "{\"spec\":\"chess\"}").statusCode());
    } finally {
      clients.shutdownNow();
    }
  }
}
