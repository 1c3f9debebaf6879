package io.github.overtake.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.VariantRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The playground: one page and its JSON API over the JDK's HTTP server, bound to the loopback
 * address only. Every request is handled on its own: bad input is answered with HTTP 400 and
 * {@code {"error": "<one line>"}} (an illegal move adds {@code "reason"} and {@code
 * "explanation"}), any other failure with HTTP 500 and a one-line message; the
 * server goes on either way.
 */
final class Playground implements AutoCloseable {
  /** The default port of {@code overtake serve}. */
  static final int DEFAULT_PORT = 8642;

  /** The largest request body accepted, in bytes. */
  static final int MAX_BODY = 64 * 1024;

  private static final Map<String, String> STATIC =
      Map.of(
          "/", "index.html",
          "/index.html", "index.html",
          "/app.js", "app.js",
          "/style.css", "style.css");

  private final HttpServer server;
  private final ExecutorService pool;
  private final Api api;
  private final PrintStream log;

  private Playground(HttpServer server, ExecutorService pool, Api api, PrintStream log) {
    this.server = server;
    this.pool = pool;
    this.api = api;
    this.log = log;
  }

  /**
   * Starts a playground on 127.0.0.1.
   *
   * @param port the port, or 0 for any free port
   * @param registry the variants it offers
   * @param log where failures are logged (one line each)
   * @return the running playground
   * @throws IOException if the port cannot be bound
   */
  static Playground start(int port, VariantRegistry registry, PrintStream log) throws IOException {
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port), 16);
    ExecutorService pool = Executors.newFixedThreadPool(4, r -> {
      Thread t = new Thread(r, "overtake-playground");
      t.setDaemon(true);
      return t;
    });
    Playground p = new Playground(server, pool, new Api(registry), log);
    server.createContext("/", p::handle);
    server.setExecutor(pool);
    server.start();
    return p;
  }

  /** Returns the port it listens on. */
  int port() {
    return server.getAddress().getPort();
  }

  /** Returns the page's address. */
  String url() {
    return "http://127.0.0.1:" + port() + "/";
  }

  @Override
  public void close() {
    server.stop(0);
    pool.shutdownNow();
    try {
      pool.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void handle(HttpExchange exchange) {
    try (exchange) {
      try {
        route(exchange);
      } catch (OvertakeException e) {
        ObjectNode o = Json.object();
        o.put("error", Api.oneLine(e.getMessage()));
        Api.reason(o, e);
        sendJson(exchange, 400, o);
      } catch (Api.BadRequestException e) {
        sendError(exchange, 400, Api.oneLine(e.getMessage()));
      } catch (HttpError e) {
        sendError(exchange, e.status, e.getMessage());
      } catch (RuntimeException | Error e) {
        log.println("overtake serve: unexpected failure on " + exchange.getRequestURI() + ": " + e);
        sendError(exchange, 500, Api.oneLine("unexpected failure: " + e));
      }
    } catch (IOException | RuntimeException e) {
      // the client went away; nothing more to do
    }
  }

  /** An HTTP error other than bad input to the library. */
  private static final class HttpError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int status;

    HttpError(int status, String message) {
      super(message);
      this.status = status;
    }
  }

  private void route(HttpExchange ex) throws IOException {
    String path = ex.getRequestURI().getPath();
    String method = ex.getRequestMethod();
    if (!localHost(ex.getRequestHeaders().getFirst("Host"))) {
      // a page elsewhere that rebinds its own host name to 127.0.0.1 gets nothing
      throw new HttpError(403, "only http://127.0.0.1 and http://localhost are served");
    }
    if (!path.startsWith("/api/")) {
      String resource = STATIC.get(path);
      if (resource == null) {
        throw new HttpError(404, "no such page: " + Api.oneLine(path));
      }
      if (!method.equals("GET") && !method.equals("HEAD")) {
        throw new HttpError(405, "use GET for " + path);
      }
      sendResource(ex, resource);
      return;
    }
    if (path.equals("/api/variants")) {
      if (!method.equals("GET")) {
        throw new HttpError(405, "use GET for /api/variants");
      }
      sendJson(ex, 200, api.variants());
      return;
    }
    Function<JsonNode, ObjectNode> endpoint = endpoint(path);
    if (endpoint == null) {
      throw new HttpError(404, "no such endpoint: " + Api.oneLine(path));
    }
    if (!method.equals("POST")) {
      throw new HttpError(405, "use POST with a JSON body for " + path);
    }
    sendJson(ex, 200, endpoint.apply(readBody(ex)));
  }

  private static boolean localHost(String host) {
    if (host == null) {
      return false;
    }
    String h = host.strip().toLowerCase(java.util.Locale.ROOT);
    int colon = h.lastIndexOf(':');
    if (colon > h.lastIndexOf(']')) {
      h = h.substring(0, colon);
    }
    return h.equals("127.0.0.1") || h.equals("localhost") || h.equals("[::1]");
  }

  private Function<JsonNode, ObjectNode> endpoint(String path) {
    switch (path) {
      case "/api/position":
        return api::position;
      case "/api/play":
        return api::play;
      case "/api/claim":
        return api::claim;
      case "/api/computer":
        return api::computer;
      case "/api/validate":
        return api::validate;
      case "/api/perft":
        return api::perft;
      default:
        return null;
    }
  }

  private static JsonNode readBody(HttpExchange ex) throws IOException {
    byte[] body;
    try (InputStream in = ex.getRequestBody()) {
      body = in.readNBytes(MAX_BODY + 1);
    }
    if (body.length > MAX_BODY) {
      throw new HttpError(413, "the request body is larger than " + MAX_BODY + " bytes");
    }
    if (body.length == 0) {
      throw new Api.BadRequestException("the request body must be a JSON object");
    }
    try {
      return Json.MAPPER.readTree(body);
    } catch (JsonProcessingException e) {
      throw new Api.BadRequestException("bad JSON: " + Api.oneLine(e.getOriginalMessage()));
    }
  }

  private static void sendResource(HttpExchange ex, String name) throws IOException {
    byte[] bytes;
    try (InputStream in = Playground.class.getResourceAsStream("playground/" + name)) {
      if (in == null) {
        throw new HttpError(404, "missing resource " + name);
      }
      bytes = in.readAllBytes();
    }
    String type =
        name.endsWith(".html")
            ? "text/html; charset=utf-8"
            : name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
    send(ex, 200, type, bytes);
  }

  private static void sendJson(HttpExchange ex, int status, JsonNode body) throws IOException {
    send(ex, status, "application/json; charset=utf-8",
        Json.write(body).getBytes(StandardCharsets.UTF_8));
  }

  private static void sendError(HttpExchange ex, int status, String message) throws IOException {
    ObjectNode o = Json.object();
    o.put("error", message);
    sendJson(ex, status, o);
  }

  private static void send(HttpExchange ex, int status, String type, byte[] bytes)
      throws IOException {
    ex.getResponseHeaders().set("Content-Type", type);
    ex.getResponseHeaders().set("Cache-Control", "no-store");
    ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
    boolean head = ex.getRequestMethod().equals("HEAD");
    ex.sendResponseHeaders(status, head ? -1 : (bytes.length == 0 ? -1 : bytes.length));
    if (!head) {
      try (OutputStream out = ex.getResponseBody()) {
        out.write(bytes);
      }
    }
  }
}
