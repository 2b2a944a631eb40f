/** Ports of the end-to-end run, apart from `npm run dev` so both can run at once. */
export const e2eStack = {
  apiPort: 54331,
  dbPort: 54332,
  appPort: 4183,
  get apiUrl() {
    return `http://127.0.0.1:${this.apiPort}`;
  },
  get appUrl() {
    return `http://127.0.0.1:${this.appPort}`;
  },
};
