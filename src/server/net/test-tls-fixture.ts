// A self-signed certificate for shop.rivalwatch-test.invalid (valid 100 years), used only by tests to
// check that TLS to a pinned address still verifies the certificate against the requested name.
// The key protects nothing: the .invalid name can never exist.
export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgQoxA9jVQODX3SgDR
gdJ9xPUOZn1KUy2xM9+8XzIG7j+hRANCAATTXamU4pScPrw0Bw7G446jzMFxlSN6
8S0hzLjqm+UfWjiqEhThDnOArj9kubcr/eLgyyDAnA1nzBxpDY6OfGLy
-----END PRIVATE KEY-----
`;

export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBzjCCAXSgAwIBAgIUAu6iLvK51QZgyAqqW8MJq9IuVJwwCgYIKoZIzj0EAwIw
JzElMCMGA1UEAwwcc2hvcC5yaXZhbHdhdGNoLXRlc3QuaW52YWxpZDAgFw0yNjEx
MjEyMzEzNDVaGA8yMTI2MTAyODIzMTM0NVowJzElMCMGA1UEAwwcc2hvcC5yaXZh
bHdhdGNoLXRlc3QuaW52YWxpZDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABNNd
qZTilJw+vDQHDsbjjqPMwXGVI3rxLSHMuOqb5R9aOKoSFOEOc4CuP2S5tyv94uDL
IMCcDWfMHGkNjo58YvKjfDB6MB0GA1UdDgQWBBTKOyWUI/sTP/XbiaKxjqtNWilh
/DAfBgNVHSMEGDAWgBTKOyWUI/sTP/XbiaKxjqtNWilh/DAPBgNVHRMBAf8EBTAD
AQH/MCcGA1UdEQQgMB6CHHNob3Aucml2YWx3YXRjaC10ZXN0LmludmFsaWQwCgYI
KoZIzj0EAwIDSAAwRQIgQkuJqvsAMR7ls/QdG94b01oYmuhFu1LHNIeRry9nmmEC
IQDhF1vr53R4SRg7yc2RThRoPpzx6WXomX7v0pIzkKETgA==
-----END CERTIFICATE-----
`;
