-- Neovim (0.7+) init for the e2e suite (test/e2e/neovim.e2e.test.ts): starts
-- the Grimoire language server for YAML buffers with the built-in LSP client,
-- and defines probe(), which asks the server what the suite checks and writes
-- the answers as JSON. Run headless, always under `timeout`:
--   nvim --headless --clean -n -u init.lua FILE -c 'lua probe()'
-- Inputs (environment):
--   GRIMOIRE_SERVER      path to dist/server.js (required)
--   GRIMOIRE_OUT         where to write the JSON results (required)
--   GRIMOIRE_HOVER       comma-separated keys to hover (e.g. "level,school")
--   GRIMOIRE_ACTIONS     "1": request code actions over the whole buffer
--   GRIMOIRE_EDIT_LINE   1-based line to replace with GRIMOIRE_EDIT_TEXT, then wait for fresh diagnostics
--   GRIMOIRE_REFERENCES  "LINE,COL" (1-based): find references (declaration included) from there
--   GRIMOIRE_WAIT_MS     how long to wait for each answer (default 10000)

local server = os.getenv('GRIMOIRE_SERVER')
local out = os.getenv('GRIMOIRE_OUT')
local wait_ms = tonumber(os.getenv('GRIMOIRE_WAIT_MS') or '') or 10000
local client_id = nil
local publishes = 0

-- Count diagnostics publications, to tell fresh diagnostics from old ones after an edit.
local default_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  publishes = publishes + 1
  return default_publish(err, result, ctx, config)
end

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'yaml',
  callback = function(args)
    if not client_id then
      client_id = vim.lsp.start_client({
        name = 'grimoire',
        cmd = { 'node', server, '--stdio' },
        root_dir = vim.fn.getcwd(),
      })
    end
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})

local function code_of(d)
  if d.code ~= nil then return d.code end
  if d.user_data and d.user_data.lsp then return d.user_data.lsp.code end
  return nil
end

local function diagnostics(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(list, { line = d.lnum + 1, col = d.col + 1, severity = d.severity, code = code_of(d), message = d.message })
  end
  table.sort(list, function(a, b) return a.line < b.line or (a.line == b.line and a.col < b.col) end)
  return list
end

local function hover_text(result)
  local c = result and result.contents
  if type(c) == 'string' then return c end
  if type(c) ~= 'table' then return '' end
  if c.value then return c.value end
  local parts = {}
  for _, item in ipairs(c) do table.insert(parts, type(item) == 'string' and item or (item.value or '')) end
  return table.concat(parts, '\n')
end

local function run(buf)
  local res = { nvim = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. '.' .. tostring(vim.version().patch) }
  local t0 = vim.loop.hrtime()
  local function ms() return math.floor((vim.loop.hrtime() - t0) / 1e6) end

  if not client_id then error('the language client did not start (is the buffer a yaml file?)') end
  -- The first publication is the analysis of the opened text (it may hold no diagnostic at all).
  res.got_diagnostics = vim.wait(wait_ms, function() return publishes > 0 end, 20)
  res.diagnostics_ms = ms()
  res.diagnostics = diagnostics(buf)
  local client = vim.lsp.get_client_by_id(client_id)
  res.server_info = client and client.server_capabilities and true or false

  local keys = os.getenv('GRIMOIRE_HOVER') or ''
  res.hovers = {}
  for key in string.gmatch(keys, '[^,]+') do
    local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
    for i, l in ipairs(lines) do
      local s = string.find(l, key .. ':', 1, true)
      if s and string.match(string.sub(l, 1, s - 1), '^[%s%-]*$') then
        local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = i - 1, character = s } }
        local answers = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, wait_ms) or {}
        local text = ''
        for _, a in pairs(answers) do
          if a.error then text = text .. 'ERROR: ' .. vim.inspect(a.error) end
          text = text .. hover_text(a.result)
        end
        table.insert(res.hovers, { key = key, line = i, text = text })
        break
      end
    end
  end

  if os.getenv('GRIMOIRE_ACTIONS') == '1' then
    local lsp_diags = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.user_data and d.user_data.lsp then table.insert(lsp_diags, d.user_data.lsp) end
    end
    local n = vim.api.nvim_buf_line_count(buf)
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(buf) },
      range = { start = { line = 0, character = 0 }, ['end'] = { line = n, character = 0 } },
      context = { diagnostics = lsp_diags },
    }
    local answers = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, wait_ms) or {}
    res.actions = {}
    for _, a in pairs(answers) do
      if a.error then res.actions_error = vim.inspect(a.error) end
      for _, action in ipairs(a.result or {}) do
        local edits = {}
        if action.edit and action.edit.changes then
          for _, list in pairs(action.edit.changes) do
            for _, e in ipairs(list) do table.insert(edits, { line = e.range.start.line + 1, newText = e.newText }) end
          end
        end
        table.insert(res.actions, { title = action.title, kind = action.kind, edits = edits })
      end
    end
  end

  local refs_at = os.getenv('GRIMOIRE_REFERENCES')
  if refs_at then
    local l, c = string.match(refs_at, '^(%d+),(%d+)$')
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(buf) },
      position = { line = tonumber(l) - 1, character = tonumber(c) - 1 },
      context = { includeDeclaration = true },
    }
    local answers = vim.lsp.buf_request_sync(buf, 'textDocument/references', params, wait_ms) or {}
    res.references = {}
    for _, a in pairs(answers) do
      if a.error then res.references_error = vim.inspect(a.error) end
      for _, loc in ipairs(a.result or {}) do
        table.insert(res.references, { file = vim.fn.fnamemodify(vim.uri_to_fname(loc.uri), ':.'), line = loc.range.start.line + 1, col = loc.range.start.character + 1 })
      end
    end
    table.sort(res.references, function(a, b) return a.file < b.file or (a.file == b.file and a.line < b.line) end)
  end

  local edit_line = tonumber(os.getenv('GRIMOIRE_EDIT_LINE') or '')
  if edit_line then
    local before = publishes
    local before_json = vim.fn.json_encode(res.diagnostics)
    vim.api.nvim_buf_set_lines(buf, edit_line - 1, edit_line, false, { os.getenv('GRIMOIRE_EDIT_TEXT') or '' })
    local t1 = vim.loop.hrtime()
    -- Fresh diagnostics: a publication after the edit whose content differs from before.
    res.got_fresh_diagnostics = vim.wait(wait_ms, function()
      return publishes > before and vim.fn.json_encode(diagnostics(buf)) ~= before_json
    end, 20)
    res.fresh_ms = math.floor((vim.loop.hrtime() - t1) / 1e6)
    res.after_edit = diagnostics(buf)
    res.edited_line = vim.api.nvim_buf_get_lines(buf, edit_line - 1, edit_line, false)[1]
  end
  return res
end

function _G.probe()
  local buf = vim.api.nvim_get_current_buf()
  local ok, res = pcall(run, buf)
  if not ok then res = { error = tostring(res) } end
  vim.fn.writefile({ vim.fn.json_encode(res) }, out)
  vim.cmd('qa!')
end
