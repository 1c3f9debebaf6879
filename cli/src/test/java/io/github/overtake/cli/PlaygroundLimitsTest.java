package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.overtake.core.VariantRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The playground under slow and heavy clients: half-sent requests and trickled bodies do not stall
 * other clients, they are cut off, heavy requests are refused typed, and past the most requests in
 * flight the answer is 503.
 */
class PlaygroundLimitsTest {
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private static Playground start(Playground.Settings settings) throws IOException {
    return Playground.start(
        0,
        VariantRegistry.load(),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        settings);
  }

  private static HttpResponse<String> post(
      Playground server, String path, String body, Duration timeout) throws Exception {
    return PlaygroundCalls.post(CLIENT, server, path, body, timeout);
  }

  private static Socket connect(Playground server) throws IOException {
    Socket s = new Socket(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), server.port());
    s.setSoTimeout(20_000);
    return s;
  }

  private static void write(Socket s, String text) throws IOException {
    OutputStream out = s.getOutputStream();
    out.write(text.getBytes(StandardCharsets.US_ASCII));
    out.flush();
  }

  /** How long a plain request may take while the slow clients hang on. */
  private static final Duration PLAIN = Duration.ofSeconds(3);

  @Test
  void slowClientsDoNotStallAPlainRequestAndAreCutOff() throws Exception {
    // far more slow clients than requests in flight: a server that gives each a thread stalls
    // until they are cut off, 6 s (a trickled body) and 8 s (idle headers) on: twice the time a
    // plain request is given, so that a slow or busy machine is not taken for a stall
    Playground.Settings settings = new Playground.Settings(64, 4, 8_000, 6_000, 2_000);
    List<Socket> halfSent = new ArrayList<>();
    List<Socket> trickled = new ArrayList<>();
    ExecutorService trickle = Executors.newSingleThreadExecutor();
    try (Playground server = start(settings)) {
      // a first request, untimed: loading the classes and the variants is not what is measured
      assertEquals(200, post(server, "api/position", "{\"spec\":\"chess\"}",
          Duration.ofSeconds(30)).statusCode());
      for (int i = 0; i < 12; i++) {
        Socket s = connect(server);
        write(s, "POST /api/position HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le");
        halfSent.add(s);
      }
      for (int i = 0; i < 12; i++) {
        Socket s = connect(server);
        write(s, "POST /api/position HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Type: application/json\r\nContent-Length: 400\r\n\r\n{\"spec\":");
        trickled.add(s);
      }
      java.util.concurrent.Future<?> unused = trickle.submit(() -> {
        // one byte a connection every 100 ms: never idle, never done
        for (int round = 0; round < 120 && !Thread.currentThread().isInterrupted(); round++) {
          for (Socket s : trickled) {
            try {
              write(s, " ");
            } catch (IOException e) {
              // cut off by the server: what is expected
            }
          }
          try {
            Thread.sleep(100);
          } catch (InterruptedException e) {
            return;
          }
        }
      });
      // a plain request is answered while they hang on, long before they are cut off
      for (int i = 0; i < 3; i++) {
        HttpResponse<String> page = PlaygroundCalls.get(CLIENT, server, "api/variants", PLAIN);
        assertEquals(200, page.statusCode());
        HttpResponse<String> state = post(server, "api/position", "{\"spec\":\"chess\"}", PLAIN);
        assertEquals(200, state.statusCode(), state.body());
      }
      // the trickled bodies get 408 once their time is up; the half-sent headers are closed
      for (Socket s : trickled) {
        String answer = readAll(s);
        assertTrue(answer.startsWith("HTTP/1.1 408"), answer);
        assertTrue(answer.contains("did not arrive within 6000 ms"), answer);
      }
      for (Socket s : halfSent) {
        String answer = readAll(s);
        assertTrue(answer.isEmpty() || answer.startsWith("HTTP/1.1 4"), answer);
      }
    } finally {
      trickle.shutdownNow();
      trickle.awaitTermination(5, TimeUnit.SECONDS);
      for (Socket s : halfSent) {
        s.close();
      }
      for (Socket s : trickled) {
        s.close();
      }
    }
  }

  @Test
  void headersTrickledUnderTheIdleTimeoutAreCutOff() throws Exception {
    // idle timeout 1.5 s, a byte every 100 ms: only the trickle watch (2 x 500 ms) closes it
    Playground.Settings settings = new Playground.Settings(64, 4, 1_500, 500, 2_000);
    try (Playground server = start(settings); Socket s = connect(server)) {
      String request = "GET /api/variants HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
          + "a".repeat(4_000);
      boolean closed = false;
      for (int i = 0; i < request.length() && !closed; i++) {
        try {
          write(s, request.substring(i, i + 1));
          Thread.sleep(100);
        } catch (IOException e) {
          closed = true;
        }
        if (i % 10 == 0 && s.getInputStream().available() == 0) {
          s.setSoTimeout(1);
          try {
            closed = s.getInputStream().read() < 0;
          } catch (java.net.SocketTimeoutException e) {
            // still open
          } catch (java.net.SocketException e) {
            closed = true;
          }
          s.setSoTimeout(20_000);
        }
      }
      assertTrue(closed, "a trickle of 400 s of headers was cut off");
    }
  }

  /** Reads until the server closes the connection (the socket's read timeout is 20 s). */
  private static String readAll(Socket s) throws IOException {
    InputStream in = s.getInputStream();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    byte[] buf = new byte[4096];
    try {
      for (int n; (n = in.read(buf)) >= 0; ) {
        bytes.write(buf, 0, n);
      }
    } catch (java.net.SocketException e) {
      // reset by the server after its answer
    }
    return bytes.toString(StandardCharsets.US_ASCII);
  }

  @Test
  void aHeavyRequestIsRefusedTypedAndTheServerGoesOn() throws Exception {
    try (Playground server = start(Playground.Settings.DEFAULT.withRequestMillis(1))) {
      // 9,323 positions to expand: far more than a millisecond of work
      HttpResponse<String> r =
          post(server, "api/perft", "{\"spec\":\"chess\",\"depth\":4}", Duration.ofSeconds(30));
      assertEquals(400, r.statusCode(), r.body());
      JsonNode error = Json.MAPPER.readTree(r.body());
      assertEquals(Deadline.LIMIT, error.get("limit").asText(), r.body());
      assertTrue(error.get("error").asText().startsWith("work limit requestMillis=1 exceeded"),
          r.body());
      // a long game to replay is refused the same way: 96 plies that never repeat a position
      // five times (pawn steps file by file between knight shuffles), so that the game does not
      // end early (a replay of 16 plies now fits in a millisecond)
      StringBuilder moves = new StringBuilder("[");
      for (char f = 'a'; f <= 'h'; f++) {
        String[] n = f == 'h' ? new String[] {"b1", "a3", "b8", "a6"}
            : new String[] {"g1", "h3", "g8", "h6"};
        String shuffle = ",\"" + n[0] + n[1] + "\",\"" + n[2] + n[3] + "\",\"" + n[1] + n[0]
            + "\",\"" + n[3] + n[2] + "\"";
        moves.append(f == 'a' ? "" : ",")
            .append("\"" + f + "2" + f + "3\",\"" + f + "7" + f + "6\"")
            .append(shuffle).append(",\"" + f + "3" + f + "4\",\"" + f + "6" + f + "5\"")
            .append(shuffle);
      }
      moves.append(']');
      HttpResponse<String> replay =
          post(server, "api/validate", "{\"spec\":\"chess\",\"moves\":" + moves + "}",
              Duration.ofSeconds(30));
      assertEquals(400, replay.statusCode(), replay.body());
      assertEquals(Deadline.LIMIT, Json.MAPPER.readTree(replay.body()).get("limit").asText());
      assertEquals(200, post(server, "api/perft", "{\"spec\":\"chess\",\"depth\":0}",
          Duration.ofSeconds(30)).statusCode());
    }
  }

  @Test
  void theComputerAnswersWithinItsBudget() throws Exception {
    try (Playground server = start(Playground.Settings.DEFAULT.withRequestMillis(200))) {
      // the search stops at its deadline and answers the best move made so far
      HttpResponse<String> r =
          post(server, "api/computer", "{\"spec\":\"jumping\",\"seed\":5}", Duration.ofSeconds(30));
      assertEquals(200, r.statusCode(), r.body());
      JsonNode c = Json.MAPPER.readTree(r.body()).get("computer");
      assertTrue(c.get("nodes").asInt() >= 1, r.body());
    }
  }

  @Test
  void pastTheRequestsInFlightTheAnswerIs503() throws Exception {
    try (Playground server = start(new Playground.Settings(8, 0, 1_000, 1_000, 500))) {
      HttpResponse<String> r =
          post(server, "api/position", "{\"spec\":\"chess\"}", Duration.ofSeconds(30));
      assertEquals(503, r.statusCode(), r.body());
      assertEquals("1", r.headers().firstValue("Retry-After").orElse(""));
      assertTrue(Json.MAPPER.readTree(r.body()).get("error").asText().startsWith("busy"), r.body());
      // the page and the variant list are not computed work: still served
      HttpResponse<String> page =
          CLIENT.send(
              HttpRequest.newBuilder(URI.create(server.url())).GET().build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, page.statusCode());
    }
  }

  @Test
  void aBodyTooLargeIs413() throws Exception {
    try (Playground server = start(Playground.Settings.DEFAULT)) {
      String big = "{\"spec\":\"" + "x".repeat(Playground.MAX_BODY) + "\"}";
      HttpResponse<String> r = post(server, "api/position", big, Duration.ofSeconds(30));
      assertEquals(413, r.statusCode(), r.body());
    }
  }
}
