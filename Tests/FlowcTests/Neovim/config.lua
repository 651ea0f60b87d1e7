-- Neovim's built-in LSP client against `flowc lsp`, headless, for NeovimLanguageClientTests.
-- The set-up is docs/integration.md's for Neovim 0.7 (Debian 12's; vim.lsp.start came in 0.8),
-- with the flowc under test. The test sets:
--   FLOWC_BINARY  the flowc to start
--   FLOWC_OUTPUT  where to write the diagnostics read back, one per line:
--                 code <TAB> 0-based line <TAB> message
-- Once Neovim has started on the file given on its command line, the test part misspells the
-- push to `photoDetail`, waits for the server's diagnostic, writes what it got (or an error line)
-- and quits. The test kills Neovim if it hangs anyway.
local flowc = os.getenv('FLOWC_BINARY')
local output = os.getenv('FLOWC_OUTPUT')

-- The set-up of docs/integration.md.
local flowc_clients = {}
vim.api.nvim_create_autocmd({ 'BufReadPost', 'BufNewFile' }, {
  pattern = '*.flow.yaml',
  callback = function(args)
    local root = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ':p:h')
    flowc_clients[root] = flowc_clients[root]
      or vim.lsp.start_client({ name = 'flowc', cmd = { flowc, 'lsp' }, root_dir = root })
    vim.lsp.buf_attach_client(args.buf, flowc_clients[root])
  end,
})

-- The test.
local function finish(lines)
  local file = io.open(output, 'w')
  file:write(table.concat(lines, '\n') .. '\n')
  file:close()
  vim.cmd('qall!')
end

vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    local buffer = vim.api.nvim_get_current_buf()
    -- The client counts as attached once the server has answered initialize.
    local attached = vim.wait(20000, function()
      return #vim.lsp.buf_get_clients(buffer) > 0
    end, 50)
    if not attached then
      return finish({ 'error: no client attached to the flow file within 20 s' })
    end
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
