import type { Server } from 'node:http';

/** A port the local stack could not take, with the variable that picks another. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly variable: string,
  ) {
    super(
      `Port ${port} is already in use (${variable}). Stop whatever is using it, or choose ` +
        `another port, e.g. ${variable}=${port + 1} npm start (0 picks a free port).`,
    );
    this.name = 'PortInUseError';
  }
}

export function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
}

/** Listens on host:port and resolves with the port actually bound (useful with port 0). */
export function listen(server: Server, port: number, host: string, variable: string) {
  return new Promise<number>((resolve, reject) => {
    const onError = (error: unknown) => {
      reject(isAddressInUse(error) ? new PortInUseError(port, variable) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export function close(server: Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
