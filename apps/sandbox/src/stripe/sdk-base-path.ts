type HttpClient = { makeRequest(host: string, port: string, path: string, ...rest: never[]): Promise<unknown> };

/**
 * The SDK has no base-path option, so when the emulator is mounted under a prefix in another
 * server, wrap its HTTP client: `httpClient: withBasePath(Stripe.createNodeHttpClient(), '/sandbox/stripe')`.
 */
export function withBasePath<T extends HttpClient>(client: T, basePath: string): T {
  const prefixed = Object.create(client) as T;
  prefixed.makeRequest = (host, port, path, ...rest) => client.makeRequest(host, port, `${basePath}${path}`, ...rest);
  return prefixed;
}
