package io.github.overtake.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Promise;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * The playground: one page and its JSON API over an embedded Jetty server, bound to the loopback
 * address only.
 *
 * <p>It holds under slow and heavy clients ({@link Settings}): connections are read without
 * blocking a thread (a half-sent request holds a socket, not a worker), an idle connection is
 * closed after {@link Settings#idleMillis()} (sooner once {@link Settings#maxConnections()} are
 * open; beyond that many, new connections wait in the listen queue), a connection whose bytes keep
 * arriving without completing a request's headers is closed after two windows of twice {@link
 * Settings#bodyMillis()}, a request body must arrive within {@link Settings#bodyMillis()} (else
 * 408), at most {@link Settings#maxInFlight()}
 * requests are computed at once (more get 503 with {@code Retry-After}), and each is given {@link
 * Settings#requestMillis()} of work, checked between library calls (past it, a 400 refusal naming
 * the limit {@code requestMillis}).
 *
 * <p>Bad input is answered with HTTP 400 and {@code {"error": "<one line>"}} (an illegal move adds
 * {@code "reason"} and {@code "explanation"}, a refused heavy request {@code "limit"}); an {@link
 * Error} such as {@link OutOfMemoryError} with 503 (the request is dropped, the server goes on);
 * any other failure, a bug, with 500 and a one-line message. Never a stack trace.
 */
final class Playground implements AutoCloseable {
  /** The default port of {@code overtake serve}. */
  static final int DEFAULT_PORT = 8642;

  /** The largest request body accepted, in bytes. */
  static final int MAX_BODY = 64 * 1024;

  /** A body larger than {@link #MAX_BODY} is read and dropped up to this size before the 413. */
  static final int DISCARD_MAX = 1024 * 1024;

  /**
   * The limits of a playground server.
   *
   * @param maxConnections the most open connections; more wait in the listen queue
   * @param maxInFlight the most requests computed at once; more are answered 503
   * @param idleMillis how long a connection may send nothing (headers and body alike)
   * @param bodyMillis how long a request body may take to arrive in full
   * @param requestMillis the work one request may do, checked between library calls
   */
  record Settings(
      int maxConnections, int maxInFlight, long idleMillis, long bodyMillis, long requestMillis) {
    /** The defaults of {@code overtake serve}. */
    static final Settings DEFAULT = new Settings(64, 4, 5_000, 2_000, 500);

    /** Returns these settings with another request budget. */
    Settings withRequestMillis(long millis) {
      return new Settings(maxConnections, maxInFlight, idleMillis, bodyMillis, millis);
    }
  }

  private static final Map<String, String> STATIC =
      Map.of(
          "/", "index.html",
          "/index.html", "index.html",
          "/app.js", "app.js",
          "/style.css", "style.css");

  /** What the API answers for one request: the endpoint and its request. */
  private interface Endpoint {
    ObjectNode answer(JsonNode request, Deadline deadline);
  }

  private final Server server;
  private final ServerConnector connector;
  private final Api api;
  private final PrintStream log;
  private final Settings settings;
  private final Semaphore inFlight;

  private Playground(
      Server server, ServerConnector connector, Api api, PrintStream log, Settings settings) {
    this.server = server;
    this.connector = connector;
    this.api = api;
    this.log = log;
    this.settings = settings;
    this.inFlight = new Semaphore(settings.maxInFlight());
  }

  /**
   * Starts a playground on 127.0.0.1 with the default settings.
   *
   * @param port the port, or 0 for any free port
   * @param registry the variants it offers
   * @param log where failures are logged (one line each)
   * @return the running playground
   * @throws IOException if the port cannot be bound
   */
  static Playground start(int port, VariantRegistry registry, PrintStream log) throws IOException {
    return start(port, registry, log, Settings.DEFAULT);
  }

  /**
   * Starts a playground on 127.0.0.1.
   *
   * @param port the port, or 0 for any free port
   * @param registry the variants it offers
   * @param log where failures are logged (one line each)
   * @param settings its limits
   * @return the running playground
   * @throws IOException if the port cannot be bound
   */
  static Playground start(int port, VariantRegistry registry, PrintStream log, Settings settings)
      throws IOException {
    quietLogging();
    QueuedThreadPool threads = new QueuedThreadPool(4 + 2 * settings.maxInFlight(), 2);
    threads.setName("overtake-playground");
    threads.setDaemon(true);
    Server server = new Server(threads);
    server.setStopTimeout(1_000);
    HttpConfiguration http = new HttpConfiguration();
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    http.setRequestHeaderSize(8 * 1024);
    http.setIdleTimeout(settings.idleMillis());
    ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
    connector.setHost("127.0.0.1");
    connector.setPort(port);
    connector.setIdleTimeout(settings.idleMillis());
    server.addConnector(connector);
    // a connection that keeps sending without ever completing a request (headers trickled a byte
    // at a time stay under the idle timeout) is closed after two read windows at most
    connector.addBean(new TrickleWatch(connector.getScheduler(), 2 * settings.bodyMillis()));
    NetworkConnectionLimit limit = new NetworkConnectionLimit(settings.maxConnections(), connector);
    limit.setEndPointIdleTimeout(Math.min(500, settings.idleMillis()));
    server.addBean(limit);
    Playground p = new Playground(server, connector, new Api(registry), log, settings);
    server.setHandler(p.new Root());
    server.setErrorHandler(Playground::jettyError);
    try {
      server.start();
    } catch (IOException e) {
      stopQuietly(server);
      throw e;
    } catch (Exception e) {
      stopQuietly(server);
      throw new IOException(e.getMessage(), e);
    }
    return p;
  }

  /** Jetty logs through SLF4J: without a provider chosen, it stays silent instead of warning. */
  private static void quietLogging() {
    if (System.getProperty("slf4j.provider") == null) {
      System.setProperty("slf4j.provider", "org.slf4j.helpers.NOP_FallbackServiceProvider");
      if (System.getProperty("slf4j.internal.verbosity") == null) {
        System.setProperty("slf4j.internal.verbosity", "WARN");
      }
    }
  }

  private static void stopQuietly(Server server) {
    try {
      server.stop();
    } catch (Exception e) {
      // nothing more to release
    }
  }

  /** Returns the port it listens on. */
  int port() {
    return connector.getLocalPort();
  }

  /** Returns the page's address. */
  String url() {
    return "http://127.0.0.1:" + port() + "/";
  }

  /** Returns its limits. */
  Settings settings() {
    return settings;
  }

  @Override
  public void close() {
    stopQuietly(server);
  }

  /**
   * Closes a connection whose bytes keep arriving without a request completing its headers
   * within a window: what the idle timeout, reset by every byte, does not catch.
   */
  private static final class TrickleWatch implements Connection.Listener {
    private final Scheduler scheduler;
    private final long windowMillis;

    TrickleWatch(Scheduler scheduler, long windowMillis) {
      this.scheduler = scheduler;
      this.windowMillis = windowMillis;
    }

    @Override
    public void onOpened(Connection connection) {
      watch(connection, connection.getMessagesIn(), connection.getBytesIn());
    }

    private void watch(Connection connection, long messages, long bytes) {
      Scheduler.Task unused =
          scheduler.schedule(
              () -> {
                if (!connection.getEndPoint().isOpen()) {
                  return;
                }
                long m = connection.getMessagesIn();
                long b = connection.getBytesIn();
                if (m == messages && b > bytes) {
                  connection.getEndPoint().close();
                } else {
                  watch(connection, m, b);
                }
              },
              windowMillis,
              TimeUnit.MILLISECONDS);
    }
  }

  /** Jetty's own refusals (a malformed request, headers too large) as JSON errors. */
  private static boolean jettyError(Request request, Response response, Callback callback) {
    Object status = request.getAttribute(ErrorHandler.ERROR_STATUS);
    Object message = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
    int code = status instanceof Integer i ? i : response.getStatus();
    sendError(
        request, response, callback, code < 400 ? 500 : code,
        message == null ? "bad request" : Api.oneLine(message.toString()));
    return true;
  }

  /** Routes every request; the API's work runs once the body has arrived. */
  private final class Root extends Handler.Abstract {
    @Override
    public boolean handle(Request request, Response response, Callback callback) {
      try {
        route(request, response, callback);
      } catch (HttpError e) {
        sendError(request, response, callback, e.status, e.getMessage());
      } catch (RuntimeException | Error e) {
        failure(request, response, callback, e);
      }
      return true;
    }
  }

  private void route(Request request, Response response, Callback callback) {
    String path = Request.getPathInContext(request);
    String method = request.getMethod();
    if (!localHost(request.getHeaders().get(HttpHeader.HOST))) {
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
      sendResource(request, response, callback, resource);
      return;
    }
    if (path.equals("/api/variants")) {
      if (!method.equals("GET")) {
        throw new HttpError(405, "use GET for /api/variants");
      }
      send(request, response, callback, 200, json(api.variants()));
      return;
    }
    Endpoint endpoint = endpoint(path);
    if (endpoint == null) {
      throw new HttpError(404, "no such endpoint: " + Api.oneLine(path));
    }
    if (!method.equals("POST")) {
      throw new HttpError(405, "use POST with a JSON body for " + path);
    }
    long declared = request.getLength();
    if (declared > DISCARD_MAX) {
      throw new HttpError(413, "the request body is larger than " + MAX_BODY + " bytes");
    }
    Executor executor = server.getThreadPool();
    // the body is read without holding a thread; a trickle past bodyMillis is cut off
    CompletableFuture<byte[]> body = new CompletableFuture<>();
    new BodyReader(request, body).run();
    // the handler below answers every outcome, failures included
    CompletableFuture<?> unused = body.orTimeout(settings.bodyMillis(), TimeUnit.MILLISECONDS)
        .whenCompleteAsync(
            (bytes, failure) -> {
              try {
                if (failure != null) {
                  bodyFailed(request, response, callback, failure);
                } else if (bytes == null) {
                  sendError(request, response, callback, 413,
                      "the request body is larger than " + MAX_BODY + " bytes");
                } else {
                  compute(request, response, callback, endpoint, bytes);
                }
              } catch (RuntimeException | Error e) {
                failure(request, response, callback, e);
              }
            },
            executor);
  }

  /**
   * Reads a request body as it arrives, without blocking: the bytes if there are at most {@link
   * #MAX_BODY}, {@code null} if more (read on and dropped up to {@link #DISCARD_MAX}, so that the
   * 413 reaches a client still sending), or the read's failure.
   */
  private static final class BodyReader implements Runnable {
    private final Request request;
    private final CompletableFuture<byte[]> done;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private long total;

    BodyReader(Request request, CompletableFuture<byte[]> done) {
      this.request = request;
      this.done = done;
    }

    @Override
    public void run() {
      while (!done.isDone()) {
        Content.Chunk chunk = request.read();
        if (chunk == null) {
          request.demand(this);
          return;
        }
        if (Content.Chunk.isFailure(chunk)) {
          done.completeExceptionally(chunk.getFailure());
          return;
        }
        ByteBuffer b = chunk.getByteBuffer();
        int n = b.remaining();
        total += n;
        if (total <= MAX_BODY) {
          byte[] part = new byte[n];
          b.get(part);
          bytes.write(part, 0, n);
        }
        boolean last = chunk.isLast();
        chunk.release();
        if (total > DISCARD_MAX) {
          done.complete(null);
          return;
        }
        if (last) {
          done.complete(total > MAX_BODY ? null : bytes.toByteArray());
          return;
        }
      }
    }
  }

  private void bodyFailed(
      Request request, Response response, Callback callback, Throwable failure) {
    Throwable f = failure instanceof CompletionException && failure.getCause() != null
        ? failure.getCause()
        : failure;
    if (f instanceof TimeoutException) {
      sendError(request, response, callback, 408,
          "the request body did not arrive within " + settings.bodyMillis() + " ms");
    } else {
      // the client went away or sent a broken body
      sendError(request, response, callback, 400,
          "the request body could not be read: " + Api.oneLine(String.valueOf(f.getMessage())));
    }
  }

  private void compute(
      Request request, Response response, Callback callback, Endpoint endpoint, byte[] body) {
    if (!inFlight.tryAcquire()) {
      response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
      sendError(request, response, callback, 503,
          "busy: " + settings.maxInFlight() + " requests are being answered; try again");
      return;
    }
    try {
      ObjectNode answer;
      try {
        answer = endpoint.answer(readJson(body), new Deadline(settings.requestMillis()));
      } catch (WorkLimitException e) {
        ObjectNode o = Json.object();
        o.put("error", Api.oneLine(e.getMessage()));
        o.put("limit", e.limit());
        send(request, response, callback, 400, json(o));
        return;
      } catch (OvertakeException e) {
        ObjectNode o = Json.object();
        o.put("error", Api.oneLine(e.getMessage()));
        Api.reason(o, e);
        send(request, response, callback, 400, json(o));
        return;
      } catch (IllegalArgumentException e) {
        // Api.BadRequestException and any other refusal of bad input
        sendError(request, response, callback, 400, Api.oneLine(e.getMessage()));
        return;
      }
      send(request, response, callback, 200, json(answer));
    } finally {
      inFlight.release();
    }
  }

  private void failure(Request request, Response response, Callback callback, Throwable e) {
    log.println("overtake serve: unexpected failure on " + Api.oneLine(request.getHttpURI().getPath())
        + ": " + Api.oneLine(e.toString()));
    if (e instanceof Error) {
      // out of memory, stack overflow: this request is dropped, the server goes on
      sendError(request, response, callback, 503,
          "the server could not answer this request (" + e.getClass().getSimpleName()
              + "); try a smaller one");
    } else {
      sendError(request, response, callback, 500, Api.oneLine("unexpected failure: " + e));
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

  private static boolean localHost(String host) {
    if (host == null) {
      return false;
    }
    String h = host.strip().toLowerCase(Locale.ROOT);
    int colon = h.lastIndexOf(':');
    if (colon > h.lastIndexOf(']')) {
      h = h.substring(0, colon);
    }
    return h.equals("127.0.0.1") || h.equals("localhost") || h.equals("[::1]");
  }

  private Endpoint endpoint(String path) {
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

  private static JsonNode readJson(byte[] body) {
    if (body.length == 0) {
      throw new Api.BadRequestException("the request body must be a JSON object");
    }
    try {
      return Json.MAPPER.readTree(body);
    } catch (JsonProcessingException e) {
      throw new Api.BadRequestException("bad JSON: " + Api.oneLine(e.getOriginalMessage()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void sendResource(
      Request request, Response response, Callback callback, String name) {
    byte[] bytes;
    try (InputStream in = Playground.class.getResourceAsStream("playground/" + name)) {
      if (in == null) {
        throw new HttpError(404, "missing resource " + name);
      }
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String type =
        name.endsWith(".html")
            ? "text/html; charset=utf-8"
            : name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
    send(request, response, callback, 200, type, bytes);
  }

  private static byte[] json(JsonNode body) {
    return Json.write(body).getBytes(StandardCharsets.UTF_8);
  }

  private static void sendError(
      Request request, Response response, Callback callback, int status, String message) {
    ObjectNode o = Json.object();
    o.put("error", message);
    send(request, response, callback, status, json(o));
  }

  private static void send(
      Request request, Response response, Callback callback, int status, byte[] json) {
    send(request, response, callback, status, "application/json; charset=utf-8", json);
  }

  private static void send(
      Request request, Response response, Callback callback, int status, String type,
      byte[] bytes) {
    if (response.isCommitted()) {
      callback.failed(new IllegalStateException("the response was already sent"));
      return;
    }
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    response.getHeaders().put("X-Content-Type-Options", "nosniff");
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
    if (status >= 400) {
      // the body may be unread: the client must not reuse a connection the server will close
      response.getHeaders().put(HttpHeader.CONNECTION, "close");
    }
    boolean head = request.getMethod().equals("HEAD");
    response.write(true, head ? ByteBuffer.allocate(0) : ByteBuffer.wrap(bytes), callback);
  }
}
