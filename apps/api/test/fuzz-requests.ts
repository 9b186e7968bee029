/**
 * Malformed requests for the fuzz test (issue 16 item 10), generated per OpenAPI operation with fast-check from
 * a fixed seed: wrong types, sizes, NUL bytes, unicode, huge numbers, bad JSON, wrong content types, non-object
 * bodies, broken multipart, path tricks and bad tokens. Deterministic: the same seed gives the same requests.
 */
import fc from "fast-check";

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/properties/{slug}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

export type Identity = "anonymous" | "user" | "admin" | "bad-token";

export interface FuzzRequest {
  method: string;
  url: string;
  identity: Identity;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every operation of the document (`app.swagger()`). */
export function operationsOf(doc: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const json = op.requestBody?.content?.["application/json"]?.schema?.properties ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: params.filter((p) => p.in === "query").map((p) => p.name),
        bodyFields: Object.keys(json),
      });
    }
  }
  return out;
}

const LONG = "x".repeat(5000);
/** Text that has broken servers before: NUL, unicode edge cases, numbers beyond int32/int64/double, paths. */
const nastyText = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "😀🏠",
    "\u202eevil",
    "\ud800",
    "Ọ̀ṣun Ìbàdàn",
    "../../etc/passwd",
    "..%2f..%2f",
    "%00",
    "%ZZ",
    "2147483648",
    "-2147483649",
    "9223372036854775808",
    "99999999999999999999999",
    "1e309",
    "-1",
    "0",
    "1.5",
    "NaN",
    "Infinity",
    "null",
    "true",
    "[]",
    "{}",
    "2024-02-30",
    "0000-00-00",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "javascript:alert(1)",
    LONG,
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
);

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(
    2147483648,
    -2147483649,
    2 ** 63,
    1e308,
    -1e308,
    -1,
    0,
    0.5,
    true,
    false,
    null,
    [],
    {},
    [null],
    { a: { b: { c: [1, "\u0000"] } } },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(nastyText, { maxLength: 40 }),
);

/** Percent-encodes every UTF-8 byte (a lone surrogate becomes U+FFFD); `%` and `..` tricks are sent as they are. */
const encode = (v: string) =>
  /%|\.\./.test(v)
    ? v
    : [...Buffer.from(v, "utf8")]
        .map((b) =>
          /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
            ? String.fromCharCode(b)
            : `%${b.toString(16).padStart(2, "0")}`,
        )
        .join("");

const query = (names: string[]) =>
  fc
    .array(
      fc.tuple(names.length ? fc.oneof(fc.constantFrom(...names), fc.string()) : fc.string(), nastyText),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encode(k.replace(/%/g, ""))}=${encode(v)}`).join("&"));

const FORM_BOUNDARY = "----ilefuzz";
type Body = { type?: string; payload?: string | Buffer };

/** A body: JSON objects of nasty fields, non-objects, broken JSON, other content types, broken multipart. */
const body = (fields: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .dictionary(fields.length ? fc.constantFrom(...fields) : fc.string(), nastyJson, { maxKeys: 8 })
        .map((o) => ({ type: "application/json", payload: JSON.stringify(o) })),
    },
    {
      weight: 2,
      arbitrary: nastyJson.map((v) => ({ type: "application/json", payload: JSON.stringify(v) ?? "null" })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom("{", '{"a":', "[1,", "\u0000", "nul", '{"a":1}}', '"\\ud800"', '{"__proto__":{"x":1}}')
        .map((p) => ({ type: "application/json", payload: p })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "text/plain",
            "application/xml",
            "application/x-www-form-urlencoded",
            "application/octet-stream",
            "image/png",
            "application/json; charset=latin1",
            "multipart/form-data",
            "x/y;;=",
          ),
          nastyText,
        )
        .map(([type, payload]) => ({ type, payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom("images[]", "profile_picture", "document_front", "city", "x"), nastyText)
        .map(([name, value]) => ({
          type: `multipart/form-data; boundary=${FORM_BOUNDARY}`,
          payload: `--${FORM_BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="a.png"\r\n\r\n${value}\r\n--${FORM_BOUNDARY}--\r\n`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        type: `multipart/form-data; boundary=${FORM_BOUNDARY}`,
        payload: `--${FORM_BOUNDARY}\r\ncontent-disposition: form-data; name="x"\r\n\r\ncut sh`,
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );

const identity = fc.constantFrom<Identity>("anonymous", "user", "admin", "bad-token");
/** A plausible value for a path parameter the request does not fuzz. */
const plain = (name: string) => (/id$/i.test(name) ? "1" : name === "which" ? "front" : "x");

/** `count` malformed requests to one operation, the same for the same seed. */
export function fuzzRequests(op: Operation, seed: number, count: number): FuzzRequest[] {
  const pathValues = fc.tuple(...op.pathParams.map((name) => fc.oneof(fc.constant(plain(name)), nastyText)));
  const arb = fc.record({
    path: op.pathParams.length ? pathValues : fc.constant([] as string[]),
    query: fc.oneof(fc.constant(""), query(op.queryParams)),
    body:
      op.method === "GET"
        ? fc.oneof({ weight: 5, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: body([]) })
        : body(op.bodyFields),
    identity,
    trailing: fc.constantFrom("", "", "", "/", "//", "/..", "%2e%2e", ";x"),
  });
  return fc.sample(arb, { seed, numRuns: count }).map((r) => {
    let i = 0;
    const path = op.path.replace(/\{[^}]+\}/g, () => encode(r.path[i++] ?? "x"));
    const headers: Record<string, string> = {};
    if (r.body.type) headers["content-type"] = r.body.type;
    if (r.identity === "bad-token") headers.authorization = "Bearer eyJhbGciOiJub25lIn0.e30.";
    return {
      method: op.method,
      url: `${path}${r.trailing}${r.query ? `?${r.query}` : ""}`,
      identity: r.identity,
      headers,
      ...(r.body.payload !== undefined ? { payload: r.body.payload } : {}),
    };
  });
}
