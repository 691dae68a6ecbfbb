// Drives Kosumi's analysis commands the way Sabaki does, with Sabaki's GTP
// client (@sabaki/gtp): start an analysis, collect the streamed lines through
// the command's subscriber, and after two `info` lines send the next command
// (Sabaki sends `protocol_version` to stop an analysis). Prints a JSON report:
// per analysis command the lines received, whether the response ended, and the
// answer to the command that stopped it.
const {Controller} = require('@sabaki/gtp')

async function analyse(controller, name, args) {
  const lines = []
  let stopped = null
  let resolveTwo
  const two = new Promise(resolve => { resolveTwo = resolve })
  const finished = controller.sendCommand({name, args}, ({line}) => {
    if (line.startsWith('info ')) {
      lines.push(line)
      if (lines.length === 2) resolveTwo()
    }
  })
  let timer
  await Promise.race([two, new Promise(resolve => { timer = setTimeout(resolve, 60000) })])
  clearTimeout(timer)
  const stop = controller.sendCommand({name: 'protocol_version'})
  const response = await finished
  const answer = await stop
  stopped = answer.content
  return {lines, ended: !response.error, stopAnswer: stopped, stopError: answer.error}
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  const controller = new Controller(command, args)
  controller.start()
  const report = {}
  for (const setup of ['boardsize 9', 'komi 7', 'play B E5', 'play W C3']) {
    const [name, ...rest] = setup.split(' ')
    await controller.sendCommand({name, args: rest})
  }
  report.lz = await analyse(controller, 'lz-analyze', ['B', '20'])
  report.kata = await analyse(controller, 'kata-analyze', ['B', '20', 'ownership', 'true'])
  report.sabaki = await analyse(controller, 'analyze', ['B', '20'])
  report.after = (await controller.sendCommand({name: 'list_stones', args: ['black']})).content
  await controller.stop()
  console.log(JSON.stringify(report))
}

main().catch(err => { console.error(err); process.exit(1) })
