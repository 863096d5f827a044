/**
 * A self-signed certificate and its key for a local https server (`acme.odoo.test`, valid until
 * 2126): vendor calls to it fail certificate verification, as a misconfigured vendor would. Made with
 * `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
 * -subj /CN=acme.odoo.test -addext subjectAltName=DNS:acme.odoo.test`; test use only.
 */
export const SELF_SIGNED_CERT = `-----BEGIN CERTIFICATE-----
MIIBpDCCAUqgAwIBAgIUG0iCypY5lrApOSN2aSz6iUXHv44wCgYIKoZIzj0EAwIw
GTEXMBUGA1UEAwwOYWNtZS5vZG9vLnRlc3QwIBcNMjYxMTI3MTUxOTQ5WhgPMjEy
NjExMDMxNTE5NDlaMBkxFzAVBgNVBAMMDmFjbWUub2Rvby50ZXN0MFkwEwYHKoZI
zj0CAQYIKoZIzj0DAQcDQgAECmvcE/yIV04IHfRDV89OyDwvOJky5IDHC0+kSdlu
U79PkM0WM6tFU95rOXlL25LwWgPbDGDxXKaQQ7g/vxceF6NuMGwwHQYDVR0OBBYE
FAq1feC4XzIiIRuyilDR4S7MzTKbMB8GA1UdIwQYMBaAFAq1feC4XzIiIRuyilDR
4S7MzTKbMA8GA1UdEwEB/wQFMAMBAf8wGQYDVR0RBBIwEIIOYWNtZS5vZG9vLnRl
c3QwCgYIKoZIzj0EAwIDSAAwRQIhAIJpQV4x1xy6zgfslIGCYdYOhsoDKJBjv6uB
FhWzkL9IAiBpdLuhNjaSDETCnXzw4Ug7M7qamLabvUxz5WpTI65tbw==
-----END CERTIFICATE-----
`;

export const SELF_SIGNED_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgB3wUeq8nNrFfzUwG
Ht3PQZ+T/4nD560Q7ZYPYqy+BYChRANCAAQKa9wT/IhXTggd9ENXz07IPC84mTLk
gMcLT6RJ2W5Tv0+QzRYzq0VT3ms5eUvbkvBaA9sMYPFcppBDuD+/Fx4X
-----END PRIVATE KEY-----
`;
