export function deploymentHeaders(appEnv: string | undefined): { key: string; value: string }[];
