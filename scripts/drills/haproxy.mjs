// The balancer of the fleet drill: round robin over the copies that answer /api/health/ready, as docs/operations.md
// tells an operator to set it up; a request whose connection failed is sent to another copy.

/** HAProxy's configuration for `copies` ({ name, port }) behind 127.0.0.1:`port`. */
export function haproxyConfig(port, copies) {
  return `global
  maxconn 1000
defaults
  mode http
  timeout connect 2s
  timeout client 5m
  timeout server 5m
  option http-server-close
  option redispatch
  retries 3
  retry-on conn-failure
frontend bidstay
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend copies
backend copies
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  timeout check 2s
  default-server inter 1s fall 2 rise 2
${copies.map((copy) => `  server ${copy.name} 127.0.0.1:${copy.port} check`).join('\n')}
`;
}
