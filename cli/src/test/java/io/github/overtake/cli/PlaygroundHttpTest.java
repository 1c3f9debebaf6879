package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.overtake.core.VariantRegistry;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every endpoint of the playground over HTTP: answers, status codes and bad input. */
class PlaygroundHttpTest {
  private static final String CHAIN_FEN = "4k3/8/3p1p2/8/1p1p4/2N5/8/4K3 w - - 0 1";
  private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();
  private static Playground server;
  private static HttpClient client;

  @BeforeAll
  static void start() throws Exception {
    server =
        Playground.start(
            0,
            VariantRegistry.load(),
            new PrintStream(LOG, true, StandardCharsets.UTF_8),
            // room for random games replayed on a loaded machine; the budget has its own test
            Playground.Settings.DEFAULT.withRequestMillis(30_000));
    client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** An answer: status and body. */
  record Answer(int status, String body, String type) {
    JsonNode json() throws Exception {
      return Json.MAPPER.readTree(body);
    }

    String error() throws Exception {
      return json().get("error").asText();
    }
  }

  static Answer get(String path) throws Exception {
    HttpResponse<String> r =
        client.send(
            HttpRequest.newBuilder(URI.create(server.url() + path.substring(1)))
                .timeout(Duration.ofSeconds(30))
                .GET()
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return new Answer(r.statusCode(), r.body(), r.headers().firstValue("Content-Type").orElse(""));
  }

  static Answer post(String path, String body) throws Exception {
    HttpResponse<String> r =
        client.send(
            HttpRequest.newBuilder(URI.create(server.url() + path.substring(1)))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return new Answer(r.statusCode(), r.body(), r.headers().firstValue("Content-Type").orElse(""));
  }

  static void assertBad(Answer a, String fragment) throws Exception {
    assertEquals(400, a.status(), a.body());
    assertTrue(a.type().startsWith("application/json"), a.type());
    String error = a.error();
    assertFalse(error.contains("\n"), error);
    assertTrue(error.contains(fragment), error);
  }

  static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  @Test
  void servesThePageAndItsFiles() throws Exception {
    Answer page = get("/");
    assertEquals(200, page.status());
    assertTrue(page.type().startsWith("text/html"), page.type());
    assertTrue(page.body().contains("Overtake playground"));
    assertEquals(200, get("/app.js").status());
    assertTrue(get("/app.js").type().startsWith("text/javascript"));
    assertEquals(200, get("/style.css").status());
    assertEquals(404, get("/nothing-here").status());
    // a path out of the root: refused by the server before any page is looked up
    int escape = get("/../pom.xml").status();
    assertTrue(escape == 400 || escape == 404, "status " + escape);
    assertEquals(405, post("/", "{}").status());
  }

  @Test
  void variantsListsEveryFamilyWithItsOptionsAndThePresets() throws Exception {
    Answer a = get("/api/variants");
    assertEquals(200, a.status());
    JsonNode v = a.json();
    List<String> ids = new ArrayList<>();
    for (JsonNode f : v.get("variants")) {
      ids.add(f.get("id").asText());
      assertTrue(f.get("options").isArray());
    }
    for (String id : List.of("chess", "checkercapture", "jumping", "fluidity", "checkerschess")) {
      assertTrue(ids.contains(id), ids.toString());
    }
    assertTrue(ids.contains("clitest"), "a provider on the test class path appears: " + ids);
    JsonNode checkerschess = null;
    for (JsonNode f : v.get("variants")) {
      if (f.get("id").asText().equals("checkerschess")) {
        checkerschess = f;
      }
    }
    boolean board = false;
    for (JsonNode o : checkerschess.get("options")) {
      if (o.get("key").asText().equals("board")) {
        board = true;
        assertEquals(List.of("square", "annulus", "mobius"), texts(o.get("values")));
        assertEquals("square", o.get("default").asText());
      }
    }
    assertTrue(board);
    assertTrue(v.get("presets").has("chess-checkers"));
    assertEquals(405, post("/api/variants", "{}").status());
  }

  @Test
  void positionAnswersTheStateAndTheStepWiseInput() throws Exception {
    JsonNode s = post("/api/position", "{\"spec\":\"chess\"}").json();
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", s.get("position").asText());
    assertEquals(20, s.get("legalMoves").size());
    assertEquals("white", s.get("sideToMove").asText());
    assertEquals("ongoing", s.get("outcome").get("text").asText());
    assertFalse(s.has("svg"));
    assertEquals(
        List.of("a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "b1", "g1").size(),
        s.get("input").get("nextSquares").size());

    JsonNode chain =
        post("/api/position",
            "{\"spec\":\"checkercapture:simple=false\",\"position\":\"" + CHAIN_FEN
                + "\",\"picks\":[\"c3\",\"e5\"],\"svg\":true,\"flip\":true,\"size\":300}").json();
    assertEquals(
        List.of("c7", "g7"),
        texts(chain.get("input").get("nextSquares")).stream().sorted().toList());
    assertTrue(chain.get("input").get("completed").isNull());
    assertTrue(chain.get("svg").asText().startsWith("<svg"), chain.get("svg").asText());
    assertTrue(chain.get("svg").asText().contains("class=\"highlight\" data-square=\"g7\""));

    JsonNode done =
        post("/api/position",
            "{\"spec\":\"checkercapture\",\"position\":\"" + CHAIN_FEN
                + "\",\"picks\":[\"c3\",\"e5\",\"g7\"]}").json();
    assertEquals("c3xe5xg7", done.get("input").get("completed").asText());

    JsonNode played =
        post("/api/position", "{\"spec\":\"chess\",\"moves\":[\"e4\",\"e7e5\"]}").json();
    assertEquals(List.of("e2e4", "e7e5"), texts(played.get("moves")));
    assertEquals("e7e5", played.get("lastMove").asText());

    // a re-entry in Gentry Chess is picked part by part: e7, e6, P@, e7
    JsonNode gentry =
        post("/api/position",
            "{\"spec\":\"modest-gentry\",\"moves\":[\"b1c3\",\"d7d5\",\"c3d5\"],"
                + "\"picks\":[\"e7\",\"e6\"]}").json();
    assertEquals(List.of("P@"), texts(gentry.get("input").get("nextChoices")));
  }

  @Test
  void theRecordIsNumberedInTheVariantsNotation() throws Exception {
    JsonNode chess =
        post("/api/position", "{\"spec\":\"chess\",\"moves\":[\"f2f3\",\"e5\",\"g4\",\"Qh4\"]}")
            .json();
    List<String> plies = new ArrayList<>();
    for (JsonNode ply : chess.get("record")) {
      plies.add(ply.get("number").asInt() + ply.get("side").asText().substring(0, 1) + " "
          + ply.get("text").asText() + " " + ply.get("move").asText());
    }
    assertEquals(
        List.of("1w f3 f2f3", "1b e5 e7e5", "2w g4 g2g4", "2b Qh4# d8h4"), plies);
    // no notation of its own: the canonical text
    JsonNode checkers =
        post("/api/position",
            "{\"spec\":\"checkercapture\",\"position\":\"" + CHAIN_FEN
                + "\",\"moves\":[\"c3xe5xg7\"]}").json();
    assertEquals("c3xe5xg7", checkers.get("record").get(0).get("text").asText());
  }

  @Test
  void aQuietMoveThatACaptureExtendsComesWithItsOptions() throws Exception {
    String fen = "10/7k2/10/10/4p5/3N6/10/10/6K3/10 w - - 0 1";
    JsonNode s =
        post("/api/position",
            "{\"spec\":\"jumping\",\"position\":\"" + fen + "\",\"picks\":[\"d5\",\"f6\"]}")
            .json();
    assertEquals("d5f6", s.get("input").get("completed").asText());
    List<String> options = new ArrayList<>();
    for (JsonNode o : s.get("input").get("options")) {
      options.add(o.get("move").asText() + " = " + o.get("label").asText());
    }
    assertEquals(
        List.of("d5f6 = d5f6, no capture", "d5xf6[e6] = d5xf6[e6], captures e6"),
        options.stream().sorted().toList());
    // nothing to choose between once the picks name the only move left
    JsonNode one =
        post("/api/position",
            "{\"spec\":\"jumping\",\"position\":\"" + fen
                + "\",\"picks\":[\"d5\",\"f6\",\"e6\"]}").json();
    assertEquals(0, one.get("input").get("options").size());
  }

  @Test
  void positionRejectsBadInputWith400() throws Exception {
    assertBad(post("/api/position", "{\"spec\":\"nosuch\"}"), "nosuch");
    assertBad(post("/api/position", "{\"spec\":\"checkerschess:board=klein\"}"), "klein");
    assertBad(post("/api/position", "{\"spec\":\"chess\",\"position\":\"8/8 w\"}"), "8/8 w");
    assertBad(post("/api/position", "{\"spec\":\"chess\",\"moves\":[\"e5\"]}"), "move 1 'e5'");
    assertBad(post("/api/position", "{\"spec\":\"chess\",\"moves\":\"e4\"}"), "'moves'");
    assertBad(post("/api/position", "{\"spec\":\"chess\",\"moves\":[1]}"), "'moves'");
    assertBad(post("/api/position", "{\"spec\":\"chess\",\"picks\":[\"e5\"]}"), "e5");
    assertBad(post("/api/position", "{\"spec\":\"chess\",\"svg\":\"yes\"}"), "'svg'");
    assertBad(post("/api/position", "{\"spec\":\"chess\",\"svg\":true,\"size\":99999}"), "'size'");
    assertBad(post("/api/position", "{\"moves\":[]}"), "'spec' is required");
    assertBad(post("/api/position", "[1,2]"), "JSON object");
    assertBad(post("/api/position", ""), "JSON object");
    assertBad(post("/api/position", "{\"spec\":"), "bad JSON");
    assertEquals(413, post("/api/position", "{\"spec\":\"" + "x".repeat(70_000) + "\"}").status());
    assertEquals(405, get("/api/position").status());
    assertEquals(404, post("/api/nothing", "{}").status());
    // still serving
    assertEquals(200, post("/api/position", "{\"spec\":\"chess\"}").status());
  }

  @Test
  void playAppendsACanonicalMove() throws Exception {
    JsonNode s = post("/api/play", "{\"spec\":\"chess\",\"moves\":[\"e4\"],\"move\":\"e5\"}").json();
    assertEquals(List.of("e2e4", "e7e5"), texts(s.get("moves")));
    JsonNode mate =
        post("/api/play",
            "{\"spec\":\"chess\",\"moves\":[\"f3\",\"e5\",\"g4\"],\"move\":\"Qh4\"}").json();
    assertEquals("black-wins checkmate", mate.get("outcome").get("text").asText());
    assertEquals("black", mate.get("outcome").get("winner").asText());
    assertEquals("checkmate", mate.get("outcome").get("reason").asText());
    assertEquals(0, mate.get("legalMoves").size());
    assertBad(post("/api/play", "{\"spec\":\"chess\",\"move\":\"e5\"}"), "e5");
    assertBad(post("/api/play", "{\"spec\":\"chess\"}"), "'move' is required");
    assertBad(
        post("/api/play", "{\"spec\":\"chess\",\"moves\":[\"f3\",\"e5\",\"g4\",\"Qh4\"],\"move\":\"a3\"}"),
        "a3");
  }

  /** Knights out and back twice: the start position stands for the third time. */
  private static final String KNIGHTS_TWICE =
      "\"moves\":[\"Nf3\",\"Nf6\",\"Ng1\",\"Ng8\",\"Nf3\",\"Nf6\",\"Ng1\",\"Ng8\"]";

  @Test
  void aThreefoldRepetitionIsClaimableAndClaimed() throws Exception {
    JsonNode start = post("/api/position", "{\"spec\":\"chess\"}").json();
    assertTrue(start.get("claimable").isNull(), start.toString());
    assertFalse(start.get("outcome").get("claimed").asBoolean());
    // the seventh ply repeats a position only twice: nothing to claim yet
    JsonNode twice =
        post("/api/play",
            "{\"spec\":\"chess\",\"moves\":[\"Nf3\",\"Nf6\",\"Ng1\",\"Ng8\",\"Nf3\",\"Nf6\"],"
                + "\"move\":\"Ng1\"}").json();
    assertTrue(twice.get("claimable").isNull(), twice.toString());
    assertBad(
        post("/api/claim", "{\"spec\":\"chess\",\"moves\":" + twice.get("moves") + "}"),
        "no draw to claim in");
    JsonNode third =
        post("/api/play", "{\"spec\":\"chess\",\"moves\":" + twice.get("moves") + ",\"move\":\"Ng8\"}")
            .json();
    assertEquals("repetition", third.get("claimable").asText(), third.toString());
    assertEquals("ongoing", third.get("outcome").get("text").asText());
    assertEquals(20, third.get("legalMoves").size());
    JsonNode same = post("/api/position", "{\"spec\":\"chess\"," + KNIGHTS_TWICE + "}").json();
    assertEquals("repetition", same.get("claimable").asText());
    JsonNode claimed = post("/api/claim", "{\"spec\":\"chess\"," + KNIGHTS_TWICE + "}").json();
    JsonNode outcome = claimed.get("outcome");
    assertEquals("draw repetition claimed", outcome.get("text").asText(), claimed.toString());
    assertTrue(outcome.get("over").asBoolean());
    assertTrue(outcome.get("claimed").asBoolean());
    assertEquals("repetition", outcome.get("reason").asText());
    assertEquals("1/2-1/2", outcome.get("result").asText());
    assertTrue(outcome.get("winner").isNull());
    assertTrue(claimed.get("claimable").isNull());
    assertEquals(0, claimed.get("legalMoves").size());
    assertEquals(8, claimed.get("moves").size());
    // the claim travels with the moves, as the client holds it
    JsonNode again =
        post("/api/position", "{\"spec\":\"chess\",\"claimed\":true," + KNIGHTS_TWICE + "}").json();
    assertEquals("draw repetition claimed", again.get("outcome").get("text").asText());
    Answer after =
        post("/api/play", "{\"spec\":\"chess\",\"claimed\":true," + KNIGHTS_TWICE + ",\"move\":\"e4\"}");
    assertBad(after, "game is over");
    assertEquals("game-over", after.json().get("reason").asText(), after.body());
    assertBad(
        post("/api/claim", "{\"spec\":\"chess\",\"claimed\":true," + KNIGHTS_TWICE + "}"),
        "no draw to claim in");
    assertBad(
        post("/api/position", "{\"spec\":\"chess\",\"claimed\":true,\"moves\":[\"e4\"]}"),
        "no draw to claim in");
    assertBad(post("/api/position", "{\"spec\":\"chess\",\"claimed\":1}"), "'claimed'");
  }

  @Test
  void fiftyMovesWithoutProgressAreClaimedNotDrawn() throws Exception {
    String at99 = "\"position\":\"4k3/8/8/8/8/8/8/R3K3 w - - 99 80\"";
    JsonNode before = post("/api/position", "{\"spec\":\"chess\"," + at99 + "}").json();
    assertTrue(before.get("claimable").isNull(), before.toString());
    assertBad(post("/api/claim", "{\"spec\":\"chess\"," + at99 + "}"), "no draw to claim in 4k3/");
    JsonNode at100 = post("/api/play", "{\"spec\":\"chess\"," + at99 + ",\"move\":\"Ra2\"}").json();
    assertEquals("no-progress", at100.get("claimable").asText(), at100.toString());
    assertFalse(at100.get("outcome").get("over").asBoolean());
    JsonNode claimed =
        post("/api/claim", "{\"spec\":\"chess\"," + at99 + ",\"moves\":[\"Ra2\"]}").json();
    assertEquals("draw no-progress claimed", claimed.get("outcome").get("text").asText());
    // at seventy-five moves the rules draw by themselves: nothing is left to claim
    JsonNode at150 =
        post("/api/play",
            "{\"spec\":\"chess\",\"position\":\"4k3/8/8/8/8/8/8/R3K3 w - - 149 80\","
                + "\"move\":\"Ra2\"}").json();
    assertEquals("draw no-progress", at150.get("outcome").get("text").asText());
    assertFalse(at150.get("outcome").get("claimed").asBoolean());
    assertTrue(at150.get("claimable").isNull());
  }

  @Test
  void validateAnswersValidOrTheFirstBadInput() throws Exception {
    Answer ok = post("/api/validate", "{\"spec\":\"fluidity\",\"moves\":[\"a1a2\",\"a8a7\"]}");
    assertEquals(200, ok.status());
    assertTrue(ok.json().get("valid").asBoolean());
    assertEquals("ongoing", ok.json().get("outcome").get("text").asText());
    JsonNode bad = post("/api/validate", "{\"spec\":\"chess\",\"moves\":[\"e4\",\"e4\"]}").json();
    assertFalse(bad.get("valid").asBoolean());
    assertEquals(1, bad.get("badInput").asInt());
    assertTrue(bad.get("error").asText().contains("e4"));
    assertEquals("cannot-move-so", bad.get("reason").asText(), bad.toString());
    assertTrue(bad.get("error").asText().endsWith(bad.get("explanation").asText()));
    JsonNode pinned =
        post("/api/validate", "{\"spec\":\"chess\",\"position\":\"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1\","
            + "\"moves\":[\"Nc3\"]}").json();
    assertEquals("king-left-attacked", pinned.get("reason").asText(), pinned.toString());
    JsonNode badSpec = post("/api/validate", "{\"spec\":\"nosuch\"}").json();
    assertFalse(badSpec.get("valid").asBoolean());
    assertEquals(-2, badSpec.get("badInput").asInt());
    assertBad(post("/api/validate", "{\"moves\":[]}"), "'spec'");
  }

  @Test
  void perftCountsSmallDepthsOnly() throws Exception {
    JsonNode p = post("/api/perft", "{\"spec\":\"chess\",\"depth\":3}").json();
    assertEquals(8902, p.get("nodes").asLong());
    assertEquals(3, p.get("depth").asInt());
    JsonNode chain =
        post("/api/perft",
            "{\"spec\":\"checkercapture\",\"position\":\"" + CHAIN_FEN + "\",\"depth\":1}").json();
    assertEquals(3, chain.get("nodes").asLong());
    assertEquals(1, post("/api/perft", "{\"spec\":\"chess\",\"depth\":0}").json().get("nodes").asLong());
    assertBad(post("/api/perft", "{\"spec\":\"chess\",\"depth\":5}"), "'depth'");
    assertBad(post("/api/perft", "{\"spec\":\"chess\",\"depth\":-1}"), "'depth'");
    assertBad(post("/api/perft", "{\"spec\":\"chess\",\"depth\":2.5}"), "'depth'");
    assertBad(post("/api/perft", "{\"spec\":\"chess\"}"), "'depth' is required");
  }

  @Test
  void computerTakesAMateInOneAndRefusesAFinishedGame() throws Exception {
    JsonNode c =
        post("/api/computer", "{\"spec\":\"chess\",\"moves\":[\"f3\",\"e5\",\"g4\"],\"seed\":7}")
            .json();
    assertEquals("d8h4", c.get("computer").get("move").asText());
    assertEquals("black-wins checkmate", c.get("outcome").get("text").asText());
    // a capture rather than a quiet move
    JsonNode take =
        post("/api/computer",
            "{\"spec\":\"checkercapture\",\"position\":\"" + CHAIN_FEN + "\",\"seed\":1}").json();
    assertTrue(take.get("computer").get("move").asText().startsWith("c3x"), take.toString());
    assertBad(
        post("/api/computer", "{\"spec\":\"chess\",\"moves\":[\"f3\",\"e5\",\"g4\",\"Qh4\"]}"),
        "over");
    assertBad(post("/api/computer", "{\"spec\":\"chess\",\"nodes\":0}"), "'nodes'");
    // every family answers within its budget
    for (String spec :
        List.of("jumping", "fluidity", "checkerschess:board=annulus", "modest-reserve", "clitest")) {
      Answer a = post("/api/computer", "{\"spec\":\"" + spec + "\",\"seed\":3}");
      assertEquals(200, a.status(), spec + ": " + a.body());
      assertEquals(1, a.json().get("moves").size(), spec);
    }
  }

  /**
   * Every family is played as the page plays it: picks chosen at random among those offered until
   * they name a move that nothing can extend (or, half the time, as soon as they name one), then
   * that move is played.
   */
  @Test
  void everyFamilyIsPlayedPickByPick() throws Exception {
    java.util.Random random = new java.util.Random(12);
    for (String spec :
        List.of("chess", "checkercapture:simple=false", "jumping:multiJump=true", "fluidity",
            "checkerschess:board=annulus", "checkerschess:board=mobius", "modest-heroic",
            "modest-gentry", "modest-phantom", "modest-relief", "modest-repatriation",
            "modest-reserve")) {
      List<String> moves = new ArrayList<>();
      for (int ply = 0; ply < 6; ply++) {
        List<String> picks = new ArrayList<>();
        JsonNode s = state(spec, moves, picks);
        if (s.get("outcome").get("over").asBoolean()) {
          break;
        }
        String move = null;
        while (move == null) {
          JsonNode in = s.get("input");
          List<String> next = texts(in.get("nextSquares"));
          next.addAll(texts(in.get("nextChoices")));
          String done = in.get("completed").isNull() ? null : in.get("completed").asText();
          if (done != null && (next.isEmpty() || random.nextBoolean())) {
            move = done;
          } else {
            assertFalse(next.isEmpty(), spec + ": a dead end after " + picks);
            picks.add(next.get(random.nextInt(next.size())));
            s = state(spec, moves, picks);
          }
        }
        Answer played = post("/api/play", body(spec, moves, "\"move\":" + Json.string(move)));
        assertEquals(200, played.status(), spec + ": " + played.body());
        moves = texts(played.json().get("moves"));
        assertEquals(move, moves.get(moves.size() - 1), spec);
      }
      assertFalse(moves.isEmpty(), spec);
    }
  }

  private static String body(String spec, List<String> moves, String extra) throws Exception {
    return "{\"spec\":" + Json.string(spec) + ",\"moves\":" + Json.MAPPER.writeValueAsString(moves)
        + "," + extra + "}";
  }

  private static JsonNode state(String spec, List<String> moves, List<String> picks)
      throws Exception {
    Answer a = post("/api/position", body(spec, moves, "\"picks\":" + Json.MAPPER.writeValueAsString(picks)));
    assertEquals(200, a.status(), spec + " " + moves + " " + picks + ": " + a.body());
    return a.json();
  }

  /** A provider whose variants fail unexpectedly, as a buggy third-party module might. */
  static final class BrokenProvider implements io.github.overtake.core.spi.VariantProvider {
    private final String id;

    BrokenProvider(String id) {
      this.id = id;
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public String description() {
      return "fails";
    }

    @Override
    public List<io.github.overtake.core.spi.OptionSpec> options() {
      return List.of();
    }

    @Override
    public io.github.overtake.core.spi.RuleSet create(java.util.Map<String, String> options) {
      if (id.equals("broken-error")) {
        throw new AssertionError("an error\nover two lines");
      }
      if (id.equals("broken-memory")) {
        throw new OutOfMemoryError("Java heap space");
      }
      throw new IllegalStateException("a bug\nover two lines");
    }
  }

  @Test
  void unexpectedFailuresAre500ErrorsAre503AndTheServerGoesOn() throws Exception {
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    try (Playground broken =
        Playground.start(
            0,
            VariantRegistry.of(
                new BrokenProvider("broken"),
                new BrokenProvider("broken-error"),
                new BrokenProvider("broken-memory")),
            new PrintStream(log, true, StandardCharsets.UTF_8))) {
      for (String id : List.of("broken-error", "broken-memory", "broken-error")) {
        // an Error (out of memory, a failed assertion) drops the request, not the server
        String error = positionError(broken, id, 503);
        assertTrue(error.startsWith("the server could not answer this request"), error);
        assertFalse(error.contains("\n") || error.contains("\tat "), error);
      }
      for (String id : List.of("broken", "broken")) {
        String error = positionError(broken, id, 500);
        assertTrue(error.startsWith("unexpected failure: "), error);
        assertFalse(error.contains("\n"), error);
      }
      assertTrue(log.toString(StandardCharsets.UTF_8).contains("unexpected failure"));
    }
  }

  /** Posts {@code spec} to {@code api/position}, checks the status and returns the error text. */
  private String positionError(Playground playground, String spec, int status) throws Exception {
    HttpResponse<String> r =
        PlaygroundCalls.post(
            client,
            playground,
            "api/position",
            "{\"spec\":\"" + spec + "\"}",
            Duration.ofSeconds(30));
    assertEquals(status, r.statusCode(), r.body());
    return Json.MAPPER.readTree(r.body()).get("error").asText();
  }

  @Test
  void otherHostNamesAreRefused() throws Exception {
    try (java.net.Socket socket = new java.net.Socket(
        java.net.InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), server.port())) {
      socket.setSoTimeout(10_000);
      socket.getOutputStream().write(
          "GET /api/variants HTTP/1.1\r\nHost: evil.example:80\r\nConnection: close\r\n\r\n"
              .getBytes(StandardCharsets.US_ASCII));
      String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(answer.startsWith("HTTP/1.1 403"), answer);
    }
    assertEquals(200, get("/api/variants").status());
  }

  @Test
  void serveCommandChecksItsArguments() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    assertEquals(2, Main.run(new String[] {"serve", "--port", "http"}, o, e));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("--port"));
    assertEquals(2, Main.run(new String[] {"serve", "extra"}, o, e));
    assertEquals(0, Main.run(new String[] {"serve", "--help"}, o, e));
    String help = out.toString(StandardCharsets.UTF_8);
    for (String path : new String[] {"/api/position", "/api/play", "/api/claim", "/api/computer",
        "/api/validate", "/api/perft"}) {
      assertTrue(help.contains(path), "serve --help names " + path);
    }
  }
}
