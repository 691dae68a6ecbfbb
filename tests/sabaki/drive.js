// Drives `kosumi gtp` the way Sabaki does, with Sabaki's own GTP client
// (@sabaki/gtp): pipelined attach, sync by replaying moves, undo when the
// history shrinks, komi changes, genmove. Prints a JSON report on stdout.
const {Controller, ControllerStateTracker, Command} = require('@sabaki/gtp')

async function main() {
  const [command, ...args] = process.argv.slice(2)
  const controller = new Controller(command, args)
  const tracker = new ControllerStateTracker(controller)
  const report = {sent: []}
  controller.on('command-sent', ({command}) => report.sent.push(Command.toString(command)))
  controller.start()

  // Attach: Sabaki sends these at once, without waiting for answers.
  const attach = ['name', 'version', 'protocol_version', 'list_commands']
    .map(name => controller.sendCommand({name}))
  const [name, version, protocol, list] = await Promise.all(attach)
  report.name = name.content
  report.protocol = protocol.content
  report.commands = list.content.split('\n')
  report.attachErrors = [name, version, protocol, list].filter(r => r.error).length

  const play = (color, vertex) => ({name: 'play', args: [color, vertex]})
  const query = async (name, ...args) => (await tracker.queueCommand({name, args})).content

  await tracker.sync({komi: 6.5, boardsize: [9, 9],
                      history: [play('B', 'E5'), play('W', 'C3'), play('B', 'G7')]})
  report.afterSync = [await query('list_stones', 'black'), await query('list_stones', 'white'),
                      await query('get_komi')]

  // Going back one move: the tracker undoes instead of replaying.
  await tracker.sync({history: [play('B', 'E5'), play('W', 'C3')]})
  report.afterUndo = await query('list_stones', 'black')

  // Another branch, with two black moves in a row (an edited position).
  await tracker.sync({history: [play('B', 'E5'), play('B', 'D5'), play('W', 'C3'), play('W', 'pass')]})
  report.afterBranch = [await query('list_stones', 'black'), await query('list_stones', 'white')]

  await tracker.sync({komi: 7.5})
  report.komi = await query('get_komi')

  const move = await tracker.queueCommand({name: 'genmove', args: ['B']})
  report.genmove = move.content
  report.genmoveError = move.error
  report.blackAfterGenmove = await query('list_stones', 'black')

  await controller.stop()
  report.exitCode = controller.process ? controller.process.exitCode : null
  console.log(JSON.stringify(report))
}

main().catch(err => { console.error(err); process.exit(1) })
