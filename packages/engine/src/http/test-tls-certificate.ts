/**
 * A self-signed certificate for localhost and 127.0.0.1 (P-256, valid until 2126), made with openssl
 * for the transport's tests only: it lets a test run an https server that a client must refuse unless
 * told to ignore certificate problems.
 */
export const TEST_TLS_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUIJuPd4ZYMTVcmydxvyL4PKXlHRwwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzIzMjIyMVoYDzIxMjYxMTAz
MjMyMjIxWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARvpGXd5+gYDFjbqfZCoL/Yn9VUpa62PDIfMkQ4xatDdM5p/sXcWh8E
2+tNt5YM9oOEDl8C+G3ZAYsOk/TmHTzro28wbTAdBgNVHQ4EFgQUpNx+7lzmEjav
dmN/OJgpK7kn57cwHwYDVR0jBBgwFoAUpNx+7lzmEjavdmN/OJgpK7kn57cwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSQAwRgIhAKWP8wXryv1qlvOrz54uI3sIqgTr97Zulg3h+o3YqdS8AiEA
vKGK+NsX61+8szkh7zL6JpCsSNLZTtJWdiByed6zZb0=
-----END CERTIFICATE-----
`;

export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQglK5v/SEEm/mE4K/k
/RkOlz2mrMSs70NpHDAZv+l/WNehRANCAARvpGXd5+gYDFjbqfZCoL/Yn9VUpa62
PDIfMkQ4xatDdM5p/sXcWh8E2+tNt5YM9oOEDl8C+G3ZAYsOk/TmHTzr
-----END PRIVATE KEY-----
`;
