// The floor of `people mcp`'s start-up: the MCP SDK's own stdio server with no tools, served as `people mcp`
// serves (serveStdio, both protocol eras). What `people mcp` takes beyond this is its own.
const { McpServer } = require("@modelcontextprotocol/server");
const { serveStdio } = require("@modelcontextprotocol/server/stdio");

serveStdio(() => new McpServer({ name: "bare", version: "1.0.0" }));
