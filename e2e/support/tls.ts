// The certificate an HTTPS stand-in presents, for an app process to trust it (NODE_EXTRA_CA_CERTS).
import { connect } from 'node:tls';

/** The PEM of the certificate served at the URL's host and port (read without verifying it). */
export function serverCertificatePem(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 443), rejectUnauthorized: false }, () => {
      const cert = socket.getPeerX509Certificate();
      socket.end();
      if (cert) resolve(cert.toString());
      else reject(new Error(`${url} presented no certificate`));
    });
    socket.on('error', reject);
  });
}
