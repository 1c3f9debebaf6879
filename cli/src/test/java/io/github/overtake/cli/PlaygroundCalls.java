package io.github.overtake.cli;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Plain HTTP calls to a running playground, as the playground tests make them. */
final class PlaygroundCalls {
  private PlaygroundCalls() {}

  /**
   * Sends a GET request for a path of the server.
   *
   * @param client the client
   * @param server the server
   * @param path the path below the server's URL, without a leading slash
   * @param timeout the request's timeout
   * @return the response, its body as text
   * @throws Exception when the request fails or is interrupted
   */
  static HttpResponse<String> get(
      HttpClient client, Playground server, String path, Duration timeout) throws Exception {
    return client.send(
        HttpRequest.newBuilder(URI.create(server.url() + path)).timeout(timeout).GET().build(),
        HttpResponse.BodyHandlers.ofString());
  }

  /**
   * Sends a POST request with a body to a path of the server (no content type: the playground
   * reads any body as JSON).
   *
   * @param client the client
   * @param server the server
   * @param path the path below the server's URL, without a leading slash
   * @param body the request body
   * @param timeout the request's timeout
   * @return the response, its body as text
   * @throws Exception when the request fails or is interrupted
   */
  static HttpResponse<String> post(
      HttpClient client, Playground server, String path, String body, Duration timeout)
      throws Exception {
    return client.send(
        HttpRequest.newBuilder(URI.create(server.url() + path))
            .timeout(timeout)
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
