import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  /** Sent as given, including headers fetch() refuses to set (Host) or rewrites. */
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A keep-alive agent to send several requests over one connection. */
  agent?: http.Agent;
}

/**
 * One HTTP request with node:http, so a test controls every header and sees
 * a connection reset as a rejected promise (error code ECONNRESET).
 */
export function rawRequest(port: number, request: RawRequest) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: request.method ?? "GET",
        path: request.path,
        headers: {
          ...(request.body !== undefined ? { "Content-Length": String(Buffer.byteLength(request.body)) } : {}),
          ...request.headers,
        },
        agent: request.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(request.body);
  });
}
