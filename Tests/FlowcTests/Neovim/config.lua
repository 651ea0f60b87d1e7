-- Neovim's built-in LSP client against `flowc lsp`, headless, for NeovimLanguageClientTests.
-- Works from Neovim 0.7 (vim.lsp.start_client; vim.lsp.start came in 0.8). The test sets:
--   FLOWC_BINARY  the flowc to start     FLOWC_ROOT  the workspace folder
--   FLOWC_OUTPUT  where to write the diagnostics read back, one per line:
--                 code <TAB> 0-based line <TAB> message
-- It opens the file given on the command line, breaks the push to `photoDetail`, waits for the
-- server's diagnostic, writes what it got (or a timeout line) and quits. The test kills it if
-- it hangs anyway.
local flowc = os.getenv('FLOWC_BINARY')
local root = os.getenv('FLOWC_ROOT')
local output = os.getenv('FLOWC_OUTPUT')

local function finish(lines)
  local file = io.open(output, 'w')
  file:write(table.concat(lines, '\n') .. '\n')
  file:close()
  vim.cmd('qall!')
end

vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    local buffer = vim.api.nvim_get_current_buf()
    local client = vim.lsp.start_client({
      name = 'flowc',
      cmd = { flowc, 'lsp' },
      root_dir = root,
      workspace_folders = { { uri = vim.uri_from_fname(root), name = 'flows' } },
    })
    if not client then
      return finish({ 'error: the client did not start' })
    end
    vim.lsp.buf_attach_client(buffer, client)
    -- The mistake, as a user would type it: a screen name misspelt in a transition.
    for number, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
      if line:find('push: photoDetail }', 1, true) then
        local broken = line:gsub('photoDetail }', 'photoDetial }')
        vim.api.nvim_buf_set_lines(buffer, number - 1, number, false, { broken })
        break
      end
    end
    local found = vim.wait(20000, function()
      for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
        if diagnostic.message:find('photoDetial', 1, true) then
          return true
        end
      end
      return false
    end, 50)
    if not found then
      return finish({ 'error: no diagnostic within 20 s' })
    end
    local lines = {}
    for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
      table.insert(lines, string.format('%s\t%d\t%s', tostring(diagnostic.code), diagnostic.lnum,
        diagnostic.message))
    end
    finish(lines)
  end,
})
